// PLACEHOLDER, replaced by the `ui-editor` branch: the job editor (new, edit, duplicate). Its props are the
// contract between the app frame (branch `ui`) and the editor; this stand-in only lets the routes render.
import { Button, Stack, Text, Title } from '@mantine/core';

export type JobEditorScreenProps = {
  /** The job to edit; null for a new job. */
  jobId: number | null;
  /** For a new job, the job whose fields it starts from; else null. */
  duplicateOf: number | null;
  /** Leaves the editor (back to the list). */
  onClose(): void;
};

/** The app loads this on demand (React.lazy): keep it the default export. */
export default function JobEditorScreen({ jobId, duplicateOf, onClose }: JobEditorScreenProps) {
  const heading =
    jobId !== null ? `Job ${jobId}` : duplicateOf !== null ? `Copy of job ${duplicateOf}` : 'New job';
  return (
    <Stack>
      <Title order={2}>{heading}</Title>
      <Text>The job editor is built on the ui-editor branch.</Text>
      <Button variant="default" onClick={onClose} w="fit-content">
        Back to jobs
      </Button>
    </Stack>
  );
}
