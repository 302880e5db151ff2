// The list's filter by job board: every job, or only those posted to one board (shown once there are several).
import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCore } from '../core/core-context.ts';
import { boardsQuery, showsEachBoard } from '../core/queries.ts';
import { useListView, useListViewActions } from './list-view-context.ts';

export function BoardFilter() {
  const { t } = useLingui();
  const { app } = useCore();
  const boards = useQuery(boardsQuery(app)).data ?? [];
  const board = useListView((state) => state.board);
  const actions = useListViewActions();
  if (!showsEachBoard(boards)) return null;
  return (
    <NativeSelect
      // Named for screen readers; on screen its first choice, "Every board", says what it filters.
      aria-label={t`Board`}
      w={{ base: '100%', sm: 160 }}
      value={board === null ? '' : String(board)}
      onChange={(event) => {
        const picked = event.currentTarget.value;
        actions.setBoard(picked === '' ? null : Number(picked));
      }}
      data={[
        { value: '', label: t`Every board` },
        ...boards.map((each) => ({ value: String(each.id), label: each.name })),
      ]}
    />
  );
}
