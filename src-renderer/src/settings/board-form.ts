// The rules of the job boards in Settings: what adding or changing a board sends (a key only when one is typed,
// only what changed), where the core's messages go, and a board's sync state in the indicator's words.
import { plural, t } from '@lingui/core/macro';
import { isUnencryptedRemoteAddress } from '../../../src-shared/rules/web-address.ts';
import type { Board, BoardCreate, BoardUpdate } from '../../../src-shared/schemas/boards.ts';
import type { FieldError } from '../../../src-shared/schemas/resources.ts';
import { coreErrorMessage, isJobBoardError } from '../core/core-error-message.ts';
import { syncIndicatorWords } from '../core/sync-indicator-words.ts';
import { syncReasonWords } from '../core/sync-reason-words.ts';
import { apiKeyDescription, noKeySaved } from './settings-form.ts';

/**
 * What a board's form holds (@mantine/form's values). `allowUnencrypted`: the recruiter ticked that the key
 * may go over http:// to an address off this computer; it counts only while the address is such a one.
 */
export type BoardFormValues = { name: string; url: string; apiKey: string; allowUnencrypted: boolean };

export type BoardFieldErrors = Partial<Record<'name' | 'url' | 'apiKey', string>>;

/** A board's form before the recruiter types: the given name and address, no key, nothing allowed. */
export function boardFormValuesOf(board: Pick<Board, 'name' | 'url'> | null): BoardFormValues {
  return { name: board?.name ?? '', url: board?.url ?? '', apiKey: '', allowUnencrypted: false };
}

/** Whether the form must ask before the key goes unencrypted: an http:// address off this computer. */
export function asksToAllowUnencrypted(url: string): boolean {
  return isUnencryptedRemoteAddress(url);
}

/** The permission a save or a test sends: only when ticked and only for an address that needs it. */
function unencryptedPermission(values: BoardFormValues): { allowUnencrypted?: true } {
  return values.allowUnencrypted && asksToAllowUnencrypted(values.url) ? { allowUnencrypted: true } : {};
}

/** Under every board's address field: what an address looks like (the key's line says what a new one forgets). */
export function boardAddressExample(): string {
  return t`For example https://jobs.example.com/api/v1.1`;
}

/** A new board as the form holds it: an empty key field sends no key. */
export function boardCreateOf(values: BoardFormValues): BoardCreate {
  const apiKey = values.apiKey.trim();
  return {
    name: values.name.trim(),
    url: values.url.trim(),
    ...(apiKey !== '' ? { apiKey } : {}),
    ...unencryptedPermission(values),
  };
}

/** What changed in a board's form: the name and address only when they differ, the key only when typed. */
export function boardUpdateOf(board: Pick<Board, 'name' | 'url'>, values: BoardFormValues): BoardUpdate {
  const name = values.name.trim();
  const url = values.url.trim();
  const apiKey = values.apiKey.trim();
  return {
    ...(name !== board.name ? { name } : {}),
    ...(url !== board.url ? { url, ...unencryptedPermission(values) } : {}),
    ...(apiKey !== '' ? { apiKey } : {}),
  };
}

function fieldOf(path: string): keyof BoardFieldErrors | null {
  if (path === 'name') return 'name';
  if (path === 'url' || path === 'remoteUrl') return 'url';
  if (path === 'apiKey') return 'apiKey';
  return null;
}

/** A refused save: the core's messages under their inputs, and what no input carries as one problem. */
export function boardSaveFailure(error: unknown): { fields: BoardFieldErrors; problem: string | null } {
  const fields: BoardFieldErrors = {};
  const listed: readonly FieldError[] = isJobBoardError(error) ? error.fields : [];
  for (const field of listed) {
    const input = fieldOf(field.path);
    if (input !== null) fields[input] = [fields[input], field.message].filter(Boolean).join(' ');
  }
  return { fields, problem: Object.keys(fields).length > 0 ? null : coreErrorMessage(error) };
}

/** Whether the core refused a removal because jobs are still posted on the board (409). */
export function isPostedThere(error: unknown): boolean {
  return isJobBoardError(error) && error.reason === 'conflict';
}

/** A board's sync state in the sync indicator's words (one rule for the indicator and each board). */
export function boardStateWords(board: Board) {
  const failed = board.failed ?? 0;
  // Each change the board holds back holds back its job's posting there: one posting, one job on this board.
  const words = syncIndicatorWords(
    {
      state: board.state,
      pending: board.pending ?? 0,
      failed,
      lastSyncAt: board.lastSyncAt ?? null,
      message: board.message ?? null,
      ...(board.reason === undefined ? {} : { reason: board.reason }),
    },
    { jobs: failed, conflicts: 0, waitingForCredit: 0 },
  );
  // The header's words for this state are a link's (Connect job board); on the board's own card, a state.
  return words.icon === 'not-set-up' ? { ...words, label: t`Not connected yet` } : words;
}

/** What the key line of a board says: whether a key is saved (never the key). */
export function boardKeyLine(board: Pick<Board, 'keySaved'>): string {
  return board.keySaved ? t`An API key is saved.` : noKeySaved();
}

/**
 * Whose jobs the board shows: the employer's name as the board writes it on a job (sync reads it as it lists
 * them), or that it will show once the board has one. Null while no key is saved (nothing to read it with).
 */
export function boardEmployerLine(board: Pick<Board, 'name' | 'keySaved' | 'employer'>): string | null {
  if (!board.keySaved) return null;
  const boardName = board.name;
  if (board.employer === null || board.employer === '')
    return t`Your employer’s name will appear once ${boardName} shows it on a job.`;
  const employer = board.employer;
  return t`Employer on ${boardName}: ${employer}`;
}

/** The sentence a refused key gets, on the board's card and in its connection test: what to do about it. */
export function keyRefusedWords(boardName: string): string {
  return t`${boardName} did not accept this API key. Copy it again from your ${boardName} account.`;
}

/**
 * Why the board is not syncing, in words for the card it is on: the card is in Settings, so never "check it
 * in Settings"; a key refused says what to do about it. The core's reason otherwise; none while all is well or
 * while the board is not set up (its badge says so).
 */
export function boardCardMessage(board: Pick<Board, 'name' | 'state' | 'reason'>): string | null {
  if (board.state === 'unconfigured') return null;
  if (board.state === 'paused') return keyRefusedWords(board.name);
  const boardName = board.name;
  if (board.state === 'offline') return t`${boardName} cannot be reached. JobDesk will try again.`;
  return board.reason === undefined ? null : syncReasonWords(board.reason);
}

/**
 * The question before a board is removed: how many jobs will be withdrawn from it (each deleted on that board
 * only; JobDesk and the other boards keep them), or none.
 */
export function removeBoardQuestion(board: Pick<Board, 'name' | 'postedJobs'>): {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  withdraw: boolean;
} {
  const boardName = board.name;
  const count = board.postedJobs ?? 0;
  if (count === 0)
    return {
      title: t`Remove ${boardName}?`,
      body: t`JobDesk stops posting to ${boardName} and forgets its API key. No job is posted there.`,
      confirm: t`Remove ${boardName}`,
      cancel: t`Cancel`,
      withdraw: false,
    };
  return {
    title: t`Remove ${boardName}?`,
    body: plural(count, {
      one: `# job will be withdrawn from ${boardName}: it is deleted on that board only and stays in JobDesk. JobDesk then forgets the board’s API key.`,
      other: `# jobs will be withdrawn from ${boardName}: they are deleted on that board only and stay in JobDesk. JobDesk then forgets the board’s API key.`,
    }),
    confirm: plural(count, {
      one: `Withdraw # job and remove ${boardName}`,
      other: `Withdraw # jobs and remove ${boardName}`,
    }),
    cancel: t`Keep ${boardName}`,
    withdraw: true,
  };
}

/** The one sentence under a board's key input: whether a key is saved, and that a new address forgets it. */
export function boardKeyDescription(board: Pick<Board, 'url' | 'keySaved'>, typedUrl: string): string {
  return apiKeyDescription({ remoteUrl: board.url, hasApiKey: board.keySaved }, typedUrl);
}

/** Whether a board's form holds something its Save would send (a new board's: anything typed). */
export function boardFormHasChanges(
  board: Pick<Board, 'name' | 'url'> | null,
  values: BoardFormValues,
): boolean {
  if (board === null) return [values.name, values.url, values.apiKey].some((value) => value.trim() !== '');
  return Object.keys(boardUpdateOf(board, values)).length > 0;
}
