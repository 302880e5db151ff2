// "New jobs go to": the boards a job created through /api/v1.1 is posted to, saved as soon as a box changes.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Board } from '../../../src-shared/schemas/boards.ts';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { defaultBoardIdsAfterTick, defaultBoardsSummary } from './default-boards.ts';
import { useSaveDefaultBoards } from './mutations.ts';
import { settingsQuery } from './queries.ts';

export function DefaultBoardsGroup({ boards }: { boards: readonly Board[] }) {
  const { t } = useLingui();
  const { app } = useCore();
  const settings = useQuery(settingsQuery(app));
  const save = useSaveDefaultBoards();
  const chosen = settings.data?.defaultBoardIds ?? [];
  const boardIds = boards.map((board) => board.id);
  return (
    <Fieldset legend={t`New jobs go to`} variant="unstyled" disabled={settings.data === undefined}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          <Trans>
            Jobs created through the job board interface (/api/v1.1) and new jobs in the editor start on the
            ticked boards.
          </Trans>
        </Text>
        {boards.map((board) => (
          <Checkbox
            key={board.id}
            label={board.name}
            checked={chosen.includes(board.id)}
            onChange={(event) =>
              save.mutate(defaultBoardIdsAfterTick(boardIds, chosen, board.id, event.currentTarget.checked))
            }
          />
        ))}
        {/* Said only once the core's answer is in: before it the boxes are disabled, and "every board" would
            be a guess. */}
        <Text size="sm" aria-live="polite">
          {settings.data !== undefined && defaultBoardsSummary(boards, chosen)}
        </Text>
        {settings.isError && (
          <Alert color="red" title={t`The default boards could not be read`}>
            {coreErrorMessage(settings.error)}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" title={t`The default boards were not saved`}>
            {coreErrorMessage(save.error)}
          </Alert>
        )}
      </Stack>
    </Fieldset>
  );
}
