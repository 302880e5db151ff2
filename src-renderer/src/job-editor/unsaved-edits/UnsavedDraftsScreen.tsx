// Unsaved drafts: every job with edits typed but not saved (kept by the editor in IndexedDB), to open again.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../core/format.ts';
import { formatRoute, type Route } from '../../core/routes.ts';
import type { UnsavedEditEntry } from './unsaved-edits-store.ts';
import { useUnsavedEditEntries } from './use-unsaved-edit-entries.ts';

function routeOf(entry: UnsavedEditEntry): Route {
  return entry.jobId === null
    ? { name: 'new-job', duplicateOf: null }
    : { name: 'edit-job', jobId: entry.jobId };
}

export function UnsavedDraftsScreen() {
  const { t } = useLingui();
  const entries = useUnsavedEditEntries();
  return (
    <Stack>
      <Title order={2}>
        <Trans>Unsaved drafts</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>Edits you typed but did not save. Open one to restore it, then save or discard it.</Trans>
      </Text>
      {entries === undefined ? (
        <Loader role="status" aria-label={t`Loading unsaved drafts`} />
      ) : entries.length === 0 ? (
        <Text>
          <Trans>
            Nothing unsaved: everything you typed has been saved.{' '}
            <Anchor href={formatRoute({ name: 'jobs' })}>Back to jobs</Anchor>
          </Trans>
        </Text>
      ) : (
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Job</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Last typed</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.key}>
                <Table.Td>
                  <Anchor href={formatRoute(routeOf(entry))}>
                    {entry.values.title.trim() || t`Untitled job`}
                    {entry.jobId === null ? ` ${t`(new job)`}` : ''}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDateTime(entry.savedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
