// Unsaved drafts: every job with edits typed but not saved (kept by the editor in IndexedDB), to open again.
import { Anchor, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatRoute, type Route } from '../../core/routes.ts';
import { unsavedEditListQuery } from './unsaved-edits-queries.ts';
import type { UnsavedEditSummary, UnsavedEditsSource } from './unsaved-edits-source.ts';

const savedAtFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

function routeOf(entry: UnsavedEditSummary): Route {
  return entry.jobId === null
    ? { name: 'new-job', duplicateOf: null }
    : { name: 'edit-job', jobId: entry.jobId };
}

export function UnsavedDraftsScreen({ source }: { source: UnsavedEditsSource }) {
  const entries = useQuery(unsavedEditListQuery(source));
  return (
    <Stack>
      <Title order={2}>Unsaved drafts</Title>
      <Text c="dimmed">
        Edits you typed but did not save. Open one to restore it, then save or discard it.
      </Text>
      {entries.isPending ? (
        <Loader role="status" aria-label="Loading unsaved drafts" />
      ) : entries.isError ? (
        <Text c="red.8">Could not read the unsaved drafts kept in this browser: {entries.error.message}</Text>
      ) : entries.data.length === 0 ? (
        <Text>
          Nothing unsaved: everything you typed has been saved.{' '}
          <Anchor href={formatRoute({ name: 'jobs' })}>Back to jobs</Anchor>
        </Text>
      ) : (
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Job</Table.Th>
              <Table.Th>Last typed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.data.map((entry) => (
              <Table.Tr key={entry.key}>
                <Table.Td>
                  <Anchor href={formatRoute(routeOf(entry))}>
                    {entry.title.trim() || 'Untitled job'}
                    {entry.jobId === null ? ' (new job)' : ''}
                  </Anchor>
                </Table.Td>
                <Table.Td>{savedAtFormat.format(new Date(entry.savedAt))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
