// When a job with unsaved edits cannot be opened (deleted since), its edits are offered as a new job or discarded.
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatRoute } from '../../core/routes.ts';
import {
  createUnsavedEditsStore,
  openUnsavedEditsDatabase,
  type UnsavedEditEntry,
  type UnsavedEditsStore,
  unsavedEditKeyOfJob,
  unsavedEditKeyOfNewJob,
} from './unsaved-edits-store.ts';

export function OrphanedEditsActions({ jobId }: { jobId: number }) {
  const [store, setStore] = useState<UnsavedEditsStore | null>(null);
  const [entry, setEntry] = useState<UnsavedEditEntry | null>(null);

  useEffect(() => {
    const opened = createUnsavedEditsStore(openUnsavedEditsDatabase());
    setStore(opened);
    void opened.get(unsavedEditKeyOfJob(jobId)).then((found) => setEntry(found ?? null));
    return () => opened.close();
  }, [jobId]);

  if (store === null || entry === null) return null;

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
    window.location.hash = formatRoute({ name: 'new-job', duplicateOf: null });
  };

  const discard = async () => {
    await store.remove(entry.key);
    setEntry(null);
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
        <Button size="xs" variant="default" onClick={() => void discard()}>
          Discard them
        </Button>
      </Group>
    </div>
  );
}
