// The editor of a job with what sync knows of it above: its sync state, its conflicts with the job board, and
// the board's refusal under the input it names. Composed here (the shell) from the sync and editor features;
// loaded on demand with the editor.
import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import type { ConflictResolution } from '../../../src-shared/schemas/conflicts.ts';
import { useCore } from '../core/core-context.ts';
import { jobQuery } from '../core/queries.ts';
import { formatRoute } from '../core/routes.ts';
import { placeErrors } from '../job-editor/form-errors.ts';
import { JobEditorScreen } from '../job-editor/JobEditorScreen.tsx';
import { EditorConflicts } from '../sync/EditorConflicts.tsx';
import { EditorSyncBar } from '../sync/EditorSyncBar.tsx';
import { useBoardRefusal } from '../sync/use-board-refusal.ts';

/** The editor of a job with its sync state, its History and the board's refusal under the input it names. */
export function EditorWithBoardMessages({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const { t } = useLingui();
  const refusal = useBoardRefusal(jobId);
  const boardErrors = useMemo(
    () => (refusal === null ? null : placeErrors(refusal.fields, refusal.messages)),
    [refusal],
  );
  const queryClient = useQueryClient();
  const { jobBoard } = useCore();
  // Bumped when the job board's values replaced mine: the form opens again on the job as the core has it now
  // (typing not saved yet is kept and offered back, as after any reopening).
  const [version, setVersion] = useState(0);
  const reopenAfter = async (choices: ConflictResolution['choices']) => {
    if (!Object.values(choices).includes('board')) return;
    await queryClient.fetchQuery({ ...jobQuery(jobBoard, jobId), staleTime: 0 });
    setVersion((current) => current + 1);
  };
  return (
    <>
      <EditorSyncBar jobId={jobId} />
      <EditorConflicts jobId={jobId} onResolved={(choices) => void reopenAfter(choices)} />
      <Suspense fallback={<Loader role="status" aria-label={t`Opening the editor`} />}>
        <JobEditorScreen
          key={`${formatRoute({ name: 'edit-job', jobId })}#${version}`}
          jobId={jobId}
          duplicateOf={null}
          onClose={onClose}
          boardErrors={boardErrors}
        />
      </Suspense>
    </>
  );
}
