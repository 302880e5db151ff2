// When a job with unsaved edits cannot be opened (deleted since), its edits are offered as a new job or discarded.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from '../../core/navigation.ts';
import { useUnsavedEditsStore } from './unsaved-edits-context.ts';
import { unsavedEditKeyOfJob, unsavedEditKeyOfNewJob } from './unsaved-edits-store.ts';
import { useUnsavedEditEntries } from './use-unsaved-edit-entries.ts';

export function OrphanedEditsActions({ jobId }: { jobId: number }) {
  const { t } = useLingui();
  const store = useUnsavedEditsStore();
  const navigate = useNavigate();
  const key = unsavedEditKeyOfJob(jobId);
  const entry = useUnsavedEditEntries()?.find((candidate) => candidate.key === key);
  if (store === null || entry === undefined) return null;

  const restoreAsNew = async () => {
    // The new-job editor offers the newest new-job entry: this one, under a key of its own.
    await store.put({
      ...entry,
      key: unsavedEditKeyOfNewJob(crypto.randomUUID()),
      jobId: null,
      duplicateOf: null,
      baseFingerprint: null,
      savedAt: Date.now(),
    });
    await store.remove(entry.key);
    navigate({ name: 'new-job', duplicateOf: null });
  };

  const title = entry.values.title || t`untitled`;
  return (
    <div>
      <Text size="sm" mb="xs">
        <Trans>Your unsaved edits to this job (“{title}”) are still kept on this computer.</Trans>
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={() => void restoreAsNew()}>
          <Trans>Restore them as a new job</Trans>
        </Button>
        <Button size="xs" variant="default" onClick={() => void store.remove(entry.key)}>
          <Trans>Discard them</Trans>
        </Button>
      </Group>
    </div>
  );
}
