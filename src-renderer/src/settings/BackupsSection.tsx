// Settings, backups: the database's health, its backups (when, why, how big), and "Restore this backup"
// behind a confirm dialog; the page reloads over the restored database.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Backup } from '../../../src-shared/schemas/backups.ts';
import { openConfirmDialog } from '../core/confirm-dialog.ts';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { formatDateTime } from '../core/format.ts';
import {
  backupReasonWords,
  backupSizeWords,
  databaseHealthLine,
  noBackupsYet,
  restoredReloading,
  restoreQuestion,
} from './backup-words.ts';
import { useRestoreBackup } from './mutations.ts';
import { backupsQuery } from './queries.ts';

export function BackupsSection() {
  const { t } = useLingui();
  const { app } = useCore();
  const backups = useQuery(backupsQuery(app));
  const restoring = useRestoreBackup();
  const [status, setStatus] = useState<{ text: string; ok: boolean } | null>(null);

  const ask = (backup: Backup) => {
    const made = formatDateTime(backup.createdAt);
    const question = restoreQuestion(made);
    openConfirmDialog({
      title: question.title,
      children: <Text size="sm">{question.body}</Text>,
      labels: { confirm: question.confirm, cancel: question.cancel },
      confirmProps: { color: 'red.8' },
      onConfirm: () =>
        restoring.mutate(backup.name, {
          onSuccess: () => {
            setStatus({ text: restoredReloading(), ok: true });
            // Everything on the page came from the database replaced: read it all again.
            window.location.reload();
          },
          onError: (error) => {
            const why = coreErrorMessage(error);
            setStatus({ text: t`Not restored: ${why}`, ok: false });
          },
        }),
    });
  };

  const health = backups.data ? databaseHealthLine(backups.data.database) : null;
  return (
    <Stack component="section" aria-labelledby="backups-title">
      <Title order={3} size="h4" id="backups-title">
        <Trans>Backups</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          JobDesk backs up its database every day, before an update and when it closes, and keeps the last
          seven. Restoring one puts JobDesk back as it was then.
        </Trans>
      </Text>
      {health !== null && (
        <Text size="sm" c={health.ok === false ? 'red.8' : undefined}>
          {health.text}
        </Text>
      )}
      {health?.details != null && (
        <Box component="details" fz="sm">
          <Box component="summary" style={{ cursor: 'pointer' }}>
            <Trans>Details</Trans>
          </Box>
          <Text size="sm" c="dimmed" mt={2}>
            {health.details}
          </Text>
        </Box>
      )}
      {backups.isError && (
        <Text size="sm" c="red.8" role="alert">
          <Trans>The backups could not be read: {coreErrorMessage(backups.error)}</Trans>
        </Text>
      )}
      {backups.data?.data.length === 0 && <Text size="sm">{noBackupsYet()}</Text>}
      {backups.data !== undefined && backups.data.data.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-labelledby="backups-title" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Made</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Why</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Size</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>
                    <Trans>Actions</Trans>
                  </VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {backups.data.data.map((backup) => {
                const made = formatDateTime(backup.createdAt);
                return (
                  <Table.Tr key={backup.name}>
                    <Table.Td>{made}</Table.Td>
                    <Table.Td>{backupReasonWords(backup.reason)}</Table.Td>
                    <Table.Td>{backupSizeWords(backup.sizeBytes)}</Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="default"
                        loading={restoring.isPending && restoring.variables === backup.name}
                        disabled={restoring.isPending}
                        onClick={() => ask(backup)}
                      >
                        {/* The visible words first, then which backup: the name says both. */}
                        <Trans>
                          Restore this backup<VisuallyHidden> made {made}</VisuallyHidden>
                        </Trans>
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {status !== null && (
        <Text role="status" size="sm" c={status.ok ? 'teal.9' : 'red.8'}>
          {status.text}
        </Text>
      )}
    </Stack>
  );
}
