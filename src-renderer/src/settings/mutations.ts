// Writes of Settings: adding, changing, testing and removing job boards, the boards new jobs go to, the
// posting-law answers and the spelling language. The core starts a sync by itself after new settings; the saved
// view is the core's own answer (nothing is read again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectionTestRequest, SettingsView } from '../../../src-shared/schemas/app.ts';
import type { Board, BoardCreate, BoardUpdate } from '../../../src-shared/schemas/boards.ts';
import type { PostingLawSettingsUpdate } from '../../../src-shared/schemas/posting-checks.ts';
import type { SpellingLanguage } from '../../../src-shared/schemas/spelling.ts';
import { useCore } from '../core/core-context.ts';
import { boardKeys, settingsKeys, spellingKeys } from '../core/query-keys.ts';
import { valueOrThrow } from '../core/query-result.ts';

/**
 * Saves the boards a job created through /api/v1.1 goes to (`[]`: every board). The boxes show the core's
 * answer; the boards are read again because each says whether it is a default (the editor's Post to starts
 * a new job with those ticked).
 */
export function useSaveDefaultBoards() {
  const { app } = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (defaultBoardIds: number[]) => valueOrThrow(app.updateSettings({ defaultBoardIds })),
    // The boxes follow a tick at once (and stay enabled, so the keyboard keeps its place); a second tick
    // before the core answers then starts from the first one. A refusal puts back what was there. The boards'
    // own "default for new jobs" follows the sync status event that saved settings start.
    onMutate: (defaultBoardIds) => {
      const before = queryClient.getQueryData<SettingsView>(settingsKeys.all);
      queryClient.setQueryData<SettingsView>(settingsKeys.all, (view) =>
        view === undefined ? view : { ...view, defaultBoardIds },
      );
      return { before };
    },
    onError: (_error, _ids, context) => queryClient.setQueryData(settingsKeys.all, context?.before),
    onSuccess: (view) => queryClient.setQueryData(settingsKeys.all, view),
  });
}

/** Saves one answer about the employer for the posting-law checks; the editor reads the core's answer. */
export function useSavePostingLawSettings() {
  const { app } = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PostingLawSettingsUpdate) => valueOrThrow(app.updatePostingLawSettings(update)),
    onSuccess: (view) => queryClient.setQueryData(settingsKeys.postingLaws(), view),
  });
}

/** Sets the language jobs without their own are checked in; the select shows the core's answer at once. */
export function useSetSpellingLanguage() {
  const { app } = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: SpellingLanguage) => valueOrThrow(app.setSpellingLanguage(language)),
    onSuccess: (settings) => queryClient.setQueryData(spellingKeys.settings(), settings),
  });
}

/** Takes a word out of the recruiter's dictionary; the list follows the core's `spelling` event. */
export function useRemoveDictionaryWord() {
  const { app } = useCore();
  return useMutation({ mutationFn: (word: string) => valueOrThrow(app.removeDictionaryWord(word)) });
}

/** Adds a job board; the list takes the core's answer (its key never comes back). */
export function useAddBoard() {
  const { app } = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (board: BoardCreate) => valueOrThrow(app.addBoard(board)),
    onSuccess: (added) =>
      queryClient.setQueryData<Board[]>(boardKeys.all, (boards) => [...(boards ?? []), added]),
  });
}

/** Renames a board or changes its address or key; the list takes the core's answer for it. */
export function useUpdateBoard() {
  const { app } = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: BoardUpdate }) =>
      valueOrThrow(app.updateBoard(id, update)),
    onSuccess: (changed) =>
      queryClient.setQueryData<Board[]>(boardKeys.all, (boards) =>
        boards?.map((board) => (board.id === changed.id ? changed : board)),
      ),
  });
}

/**
 * Removes a board. While jobs are posted there the core answers 409 (thrown as a JobBoardError with reason
 * `conflict`), unless `withdraw` is true: then it withdraws them from that board first.
 */
export function useRemoveBoard() {
  const { app } = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, withdraw }: { id: number; withdraw: boolean }) => {
      await valueOrThrow(app.removeBoard(id, withdraw));
      return id;
    },
    onSuccess: (id) =>
      queryClient.setQueryData<Board[]>(boardKeys.all, (boards) =>
        boards?.filter((board) => board.id !== id),
      ),
  });
}

/** Tests a board's connection with what its form holds, saved or not. */
export function useTestBoard() {
  const { app } = useCore();
  return useMutation({
    mutationFn: ({ id, typed }: { id: number; typed: ConnectionTestRequest }) =>
      valueOrThrow(app.testBoard(id, typed)),
  });
}

/**
 * Restores a backup: the core closes its database, puts the backup in its place and opens it. Everything the
 * page holds came from the database replaced, so the caller reloads the page once this succeeds.
 */
export function useRestoreBackup() {
  const { app } = useCore();
  return useMutation({
    mutationFn: (name: string) => valueOrThrow(app.restoreBackup(name)),
  });
}
