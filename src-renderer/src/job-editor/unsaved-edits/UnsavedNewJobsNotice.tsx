// On opening the app: new jobs typed but never saved (after a reload, a crash or a quit) are offered back.
import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { plural } from '../../core/format.ts';
import { formatRoute } from '../../core/routes.ts';
import { useUnsavedEditEntries } from './use-unsaved-edit-entries.ts';

export function UnsavedNewJobsNotice() {
  const entries = useUnsavedEditEntries();
  const [hidden, setHidden] = useState(false);
  const newJobs = (entries ?? []).filter((entry) => entry.jobId === null);
  const latest = newJobs[0];
  if (hidden || latest === undefined) return null;
  const title = latest.values.title.trim() === '' ? 'an untitled job' : `“${latest.values.title.trim()}”`;
  return (
    <Alert
      color="yellow"
      title="A new job was never saved"
      mb="md"
      role="region"
      aria-label="Unsaved new jobs"
    >
      <Text size="sm" mb="xs">
        {newJobs.length === 1
          ? `You started ${title} and it was never saved. Open it to restore or discard what you typed.`
          : `You started ${newJobs.length} new jobs that were never saved; the latest is ${title}.`}
      </Text>
      <Group gap="xs">
        <Button size="xs" component="a" href={formatRoute({ name: 'new-job', duplicateOf: null })}>
          Open {plural(newJobs.length, 'it', 'the latest')}
        </Button>
        {newJobs.length > 1 ? (
          <Button size="xs" variant="default" component="a" href={formatRoute({ name: 'drafts' })}>
            See all unsaved drafts
          </Button>
        ) : null}
        <Button size="xs" variant="subtle" color="dark" onClick={() => setHidden(true)}>
          Not now
        </Button>
      </Group>
    </Alert>
  );
}
