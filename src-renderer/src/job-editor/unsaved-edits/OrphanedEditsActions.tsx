// When a job with unsaved edits cannot be opened (deleted since), its edits are offered as a new job or discarded.
import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from '../../core/navigation.ts';
import { useUnsavedEditsStore } from './unsaved-edits-context.ts';
import { unsavedEditKeyOfJob, unsavedEditKeyOfNewJob } from './unsaved-edits-store.ts';
import { useUnsavedEditEntries } from './use-unsaved-edit-entries.ts';

export function OrphanedEditsActions({ jobId }: { jobId: number }) {
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

  return (
    <div>
      <Text size="sm" mb="xs">
        Your unsaved edits to this job (“{entry.values.title || 'untitled'}”) are still kept on this computer.
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={() => void restoreAsNew()}>
          Restore them as a new job
        </Button>
        <Button size="xs" variant="default" onClick={() => void store.remove(entry.key)}>
          Discard them
        </Button>
      </Group>
    </div>
  );
}
