// The sync indicator's words, icon and colour for a sync status: one rule, used by the frame and its tests.
import { boardReadLongestAgo, boardsNotReadLately } from '../../../src-shared/rules/board-reads.ts';
import type { BoardRead, SyncStatus } from '../../../src-shared/schemas/app.ts';
import type { AttentionCount } from './attention-count.ts';
import { formatTime, type TimeZoneOption } from './format.ts';

export type IndicatorIcon =
  | 'not-set-up'
  | 'offline'
  | 'board-trouble'
  | 'syncing'
  | 'synced'
  | 'failed'
  | 'key-rejected'
  | 'no-board'
  | 'cannot-save'
  | 'waiting';

/** The moment the words are for (`now`, ms; the header passes a ticking one) and where the recruiter is. */
export type IndicatorMoment = TimeZoneOption & { now?: number };

export type IndicatorWords = {
  label: string;
  icon: IndicatorIcon;
  color: string;
  /** A longer sentence for the tooltip and screen readers. */
  hint: string;
};

/**
 * The most urgent thing first: no board, a disk that refuses to save, a rejected key, an address that is not a job board, no
 * connection, work in progress, jobs that need the recruiter, waiting changes, and only then "All synced",
 * which needs an exchange with the board that succeeded (`lastSyncAt`) and every board read in full lately
 * (rules/board-reads.ts); everything sent but a board not read lately says "Sent — West last read 14 min ago".
 * A change waiting for a board that cannot be reached says when it is tried next.
 *
 * How many jobs need the recruiter comes from `attention` (countAttention of the Needs attention list, the
 * navigation badge's count), never from the status's count of failed changes: a job refused on two boards
 * is two changes but one job, and a job gone from the board is no failed change at all. Until that list is
 * known, failed changes say only that something needs attention, without a number.
 */
export function syncIndicatorWords(
  status: SyncStatus,
  attention: AttentionCount | undefined,
  moment: IndicatorMoment = {},
): IndicatorWords {
  const now = moment.now ?? Date.now();
  const nextTry = nextTryWords(status, now, moment);
  const words = indicatorWords(status, attention, now, nextTry);
  // A label that would not fit the header at 1024 px keeps its next try for the tooltip.
  if (nextTry === '' || words.label.length <= HEADER_LABEL_CHARACTERS || !words.label.endsWith(nextTry))
    return words;
  return {
    ...words,
    label: words.label.slice(0, -nextTry.length),
    hint: `${words.hint} Next try ${nextTry.replace(/^, next try /, '')}.`.trim(),
  };
}

/**
 * The longest label the header shows whole at 1024 px beside Sync now and New job: at 1024×700 "West can’t be
 * reached — 1 waiting, next try 5:49 a.m." (53 characters) left about 60 px, some 7 characters, to spare.
 */
export const HEADER_LABEL_CHARACTERS = 56;

function indicatorWords(
  status: SyncStatus,
  attention: AttentionCount | undefined,
  now: number,
  nextTry: string,
): IndicatorWords {
  const { pending } = status;
  const named = namedBoards(status, nextTry);
  if (named !== null) return named;
  switch (status.state) {
    case 'unconfigured':
      // Not a state to read but the first thing to do: the header's one step to Settings.
      return {
        label: 'Connect job board',
        icon: 'not-set-up',
        color: 'blue',
        hint: status.message ?? 'No job board is set up: open Settings to add one.',
      };
    case 'cannot-save':
      // Nothing the board sends can be kept: the one thing to fix is on this computer, not the board.
      return {
        label: 'Can’t save to disk',
        icon: 'cannot-save',
        color: 'red',
        hint: status.message ?? 'JobDesk can’t save to disk. Free some space; sync goes on by itself.',
      };
    case 'paused':
      return {
        label: 'API key rejected',
        icon: 'key-rejected',
        color: 'red',
        hint: status.message ?? 'The job board rejected the API key. Enter a new one in Settings.',
      };
    case 'error':
      return {
        label: 'No job board here',
        icon: 'no-board',
        color: 'red',
        hint:
          status.message ??
          'There is no job board at this address: check it ends with /api/v1.1 in Settings.',
      };
    case 'offline':
      return {
        label: `Offline — ${pending} waiting${nextTry}`,
        icon: 'offline',
        color: 'orange',
        hint: status.message ?? 'The job board cannot be reached. JobDesk will try again.',
      };
    case 'retrying':
      return {
        label: pending > 0 ? `Board not answering — ${pending} waiting${nextTry}` : 'Board not answering',
        icon: 'board-trouble',
        color: 'orange',
        hint: status.message ?? 'The job board answered with an error. JobDesk will try again.',
      };
    case 'syncing':
      if (pending > 0)
        return {
          label: `Syncing ${pending}…`,
          icon: 'syncing',
          color: 'blue',
          hint: 'Sending changes to the job board.',
        };
      break;
    case 'idle':
      break;
  }
  if (attention === undefined && status.failed > 0)
    return {
      label: 'Needs attention',
      icon: 'failed',
      color: 'red',
      hint: 'Some changes wait for you: see which and why under Needs attention.',
    };
  const jobs = attention?.jobs ?? 0;
  // Only credit is missing: nothing was refused, and the way out is on the board, not in the job.
  if (jobs > 0 && attention?.waitingForCredit === jobs)
    return {
      label: `${jobs} waiting for credit`,
      icon: 'failed',
      color: 'orange',
      hint: 'The job board needs job credit to publish these jobs. Add credit on the board, then Retry.',
    };
  // Only conflicts: nothing was refused, the recruiter has a choice to make.
  if (jobs > 0 && attention?.conflicts === jobs)
    return {
      label: `${jobs} to decide`,
      icon: 'failed',
      color: 'orange',
      hint: 'You and the job board changed the same details: choose whose to keep under Needs attention.',
    };
  if (jobs > 0)
    return {
      label: jobs === 1 ? '1 needs attention' : `${jobs} need attention`,
      icon: 'failed',
      color: 'red',
      // The label has the number: the hint (the panel's sentence after it, the indicator's description) adds
      // only where to look.
      hint: `${jobs === 1 ? 'It is' : 'Each is'} listed under Needs attention with the board's reason.`,
    };
  if (pending > 0)
    return {
      label: `${pending} waiting`,
      icon: 'waiting',
      color: 'blue',
      hint: 'Changes wait to be sent to the job board.',
    };
  if (status.lastSyncAt === null)
    return {
      label: 'Connecting…',
      icon: 'syncing',
      color: 'blue',
      hint: 'JobDesk has not yet heard back from the job board.',
    };
  const reads = status.reads ?? [];
  const unread = boardsNotReadLately(reads, now);
  const readHint = readTimes(reads, now);
  if (unread.length === 0)
    return {
      label: 'All synced',
      icon: 'synced',
      color: 'teal',
      hint: `The job board has every change.${readHint}`,
    };
  // Everything went out, but what colleagues changed on a board may not be here: say when it was read.
  const oldest = boardReadLongestAgo(unread);
  const who = unread.length > 2 ? `${unread.length} boards` : boardNames(unread.map((read) => read.board));
  return {
    label: `Sent — ${who} ${oldest === undefined ? '' : readWords(oldest, now)}`.trimEnd(),
    icon: 'synced',
    color: 'blue',
    hint: `Every change is sent.${readHint} Sync now reads the boards again.`,
  };
}

/** ", next try 10:42" when a waiting change has a try due later; "" otherwise. */
function nextTryWords(status: SyncStatus, now: number, zone: TimeZoneOption): string {
  const at = status.nextTryAt ? Date.parse(status.nextTryAt) : Number.NaN;
  if (status.pending === 0 || Number.isNaN(at) || at <= now) return '';
  return `, next try ${formatTime(at, zone)}`;
}

/** "last read 14 min ago", "last read 2 h ago", "not read yet". */
function readWords(read: BoardRead, now: number): string {
  if (read.readAt === null) return 'not read yet';
  const minutes = Math.max(0, Math.floor((now - Date.parse(read.readAt)) / 60_000));
  if (minutes < 1) return 'last read just now';
  if (minutes < 60) return `last read ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `last read ${hours} h ago`;
  return `last read ${Math.floor(hours / 24)} days ago`;
}

/** " West last read 14 min ago; East last read just now." for the tooltip; "" without reads. */
function readTimes(reads: readonly BoardRead[], now: number): string {
  if (reads.length === 0) return '';
  return ` ${reads.map((read) => `${read.board} ${readWords(read, now)}`).join('; ')}.`;
}

/** "BC Jobs", "BC Jobs and West", "BC Jobs, West and East". */
function boardNames(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * With several boards, one (or some) in trouble while the rest sync: the label says which, so a board down
 * never reads as the whole app offline. The hint is the status's message, which names the board too.
 */
function namedBoards(status: SyncStatus, nextTry: string): IndicatorWords | null {
  const names = status.boards ?? [];
  if (names.length === 0) return null;
  const who = boardNames(names);
  const waiting = status.pending > 0 ? ` — ${status.pending} waiting${nextTry}` : '';
  const hint = status.message ?? '';
  switch (status.state) {
    case 'offline':
      return { label: `${who} can’t be reached${waiting}`, icon: 'offline', color: 'orange', hint };
    case 'retrying':
      return { label: `${who} not answering${waiting}`, icon: 'board-trouble', color: 'orange', hint };
    case 'paused':
      return { label: `${who}: API key rejected`, icon: 'key-rejected', color: 'red', hint };
    case 'error':
      return { label: `${who}: no job board here`, icon: 'no-board', color: 'red', hint };
    default:
      return null;
  }
}
