// Query keys and options of the unsaved edits (kept in IndexedDB by the editor), refreshed when the store changes.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UnsavedEditsSource } from './unsaved-edits-source.ts';

export const unsavedEditKeys = {
  all: ['unsaved-edits'] as const,
  count: () => [...unsavedEditKeys.all, 'count'] as const,
  list: () => [...unsavedEditKeys.all, 'list'] as const,
};

export function unsavedEditCountQuery(source: UnsavedEditsSource) {
  return queryOptions({ queryKey: unsavedEditKeys.count(), queryFn: () => source.count() });
}

export function unsavedEditListQuery(source: UnsavedEditsSource) {
  return queryOptions({ queryKey: unsavedEditKeys.list(), queryFn: () => source.list() });
}

/** Reads the unsaved edits again whenever the source says they changed. */
export function useUnsavedEditsInvalidation(source: UnsavedEditsSource | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (source === null) return;
    return source.subscribe(() => void queryClient.invalidateQueries({ queryKey: unsavedEditKeys.all }));
  }, [source, queryClient]);
}
