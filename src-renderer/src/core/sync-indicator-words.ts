// The sync indicator's words, icon and colour for a sync status: one rule, used by the frame and its tests.
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { appLanguageOf } from '../../../src-shared/i18n/app-language.ts';
import { boardReadLongestAgo, boardsNotReadLately } from '../../../src-shared/rules/board-reads.ts';
import type { BoardRead, SyncReason, SyncStatus } from '../../../src-shared/schemas/app.ts';
import type { AttentionCount } from './attention-count.ts';
import { formatTime, type TimeZoneOption } from './format.ts';
import { syncReasonWords } from './sync-reason-words.ts';
import { pageLang } from './ui-language.ts';

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
  const time = nextTryTime(status, now, moment);
  const nextTry = time === null ? '' : t`, next try ${time}`;
  const words = indicatorWords(status, attention, now, nextTry);
  // A label that would not fit the header at 1024 px keeps its next try for the tooltip.
  if (time === null || words.label.length <= headerLabelCharacters() || !words.label.endsWith(nextTry))
    return words;
  const later = t`Next try ${time}.`;
  return { ...words, label: words.label.slice(0, -nextTry.length), hint: `${words.hint} ${later}`.trim() };
}

/**
 * The longest label the header shows whole at 1024 px beside Sync now and New job: at 1024×700 "West can’t be
 * reached — 1 waiting, next try 5:49 a.m." (53 characters) left about 60 px, some 7 characters, to spare.
 */
export const HEADER_LABEL_CHARACTERS = 56;

/**
 * In French the header's buttons take some 10 characters more ("Synchroniser", "Nouveau poste"): at 1024×700
 * "Hors ligne — 1 en attente, prochain essai à 9:30 a.m." (53 characters) pushed the template menu out of
 * the window.
 */
export const HEADER_LABEL_CHARACTERS_FR = 44;

function headerLabelCharacters(): number {
  return appLanguageOf(i18n.locale) === 'fr' ? HEADER_LABEL_CHARACTERS_FR : HEADER_LABEL_CHARACTERS;
}

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
        label: t`Connect job board`,
        icon: 'not-set-up',
        color: 'blue',
        hint: reasonHint(status, 'no-board'),
      };
    case 'cannot-save':
      // Nothing the board sends can be kept: the one thing to fix is on this computer, not the board.
      return {
        label: t`Can’t save to disk`,
        icon: 'cannot-save',
        color: 'red',
        hint: reasonHint(status, 'disk-full'),
      };
    case 'paused':
      return {
        label: t`API key rejected`,
        icon: 'key-rejected',
        color: 'red',
        hint: reasonHint(status, 'key-rejected'),
      };
    case 'error':
      return {
        label: t`No job board here`,
        icon: 'no-board',
        color: 'red',
        hint: reasonHint(status, 'not-a-board'),
      };
    case 'offline':
      return {
        label: t`Offline — ${pending} waiting${nextTry}`,
        icon: 'offline',
        color: 'orange',
        hint: reasonHint(status, 'offline'),
      };
    case 'retrying':
      return {
        label: pending > 0 ? t`Board not answering — ${pending} waiting${nextTry}` : t`Board not answering`,
        icon: 'board-trouble',
        color: 'orange',
        hint: reasonHint(status, 'board-trouble'),
      };
    case 'syncing':
      if (pending > 0)
        return {
          label: t`Syncing ${pending}…`,
          icon: 'syncing',
          color: 'blue',
          hint: t`Sending changes to the job board.`,
        };
      break;
    case 'idle':
      break;
  }
  if (attention === undefined && status.failed > 0)
    return {
      label: t`Needs attention`,
      icon: 'failed',
      color: 'red',
      hint: t`Some changes wait for you: see which and why under Needs attention.`,
    };
  const jobs = attention?.jobs ?? 0;
  // Only credit is missing: nothing was refused, and the way out is on the board, not in the job.
  if (jobs > 0 && attention?.waitingForCredit === jobs)
    return {
      label: t`${jobs} waiting for credit`,
      icon: 'failed',
      color: 'orange',
      hint: t`The job board needs job credit to publish these jobs. Add credit on the board, then Retry.`,
    };
  // Only conflicts: nothing was refused, the recruiter has a choice to make.
  if (jobs > 0 && attention?.conflicts === jobs)
    return {
      label: t`${jobs} to decide`,
      icon: 'failed',
      color: 'orange',
      hint: t`You and the job board changed the same details: choose whose to keep under Needs attention.`,
    };
  if (jobs > 0)
    return {
      label: plural(jobs, { one: '# needs attention', other: '# need attention' }),
      icon: 'failed',
      color: 'red',
      // The label has the number: the hint (the panel's sentence after it, the indicator's description) adds
      // only where to look.
      hint: plural(jobs, {
        one: 'It is listed under Needs attention with the board’s reason.',
        other: 'Each is listed under Needs attention with the board’s reason.',
      }),
    };
  if (pending > 0)
    return {
      label: t`${pending} waiting`,
      icon: 'waiting',
      color: 'blue',
      hint: t`Changes wait to be sent to the job board.`,
    };
  if (status.lastSyncAt === null)
    return {
      label: t`Connecting…`,
      icon: 'syncing',
      color: 'blue',
      hint: t`JobDesk has not yet heard back from the job board.`,
    };
  const reads = status.reads ?? [];
  const unread = boardsNotReadLately(reads, now);
  const readHint = readTimes(reads, now);
  if (unread.length === 0)
    return {
      label: t`All synced`,
      icon: 'synced',
      color: 'teal',
      hint: `${t`The job board has every change.`}${readHint}`,
    };
  // Everything went out, but what colleagues changed on a board may not be here: say when it was read.
  const oldest = boardReadLongestAgo(unread);
  const count = unread.length;
  const who = count > 2 ? t`${count} boards` : boardNames(unread.map((read) => read.board));
  const when = oldest === undefined ? '' : readWords(oldest, now);
  return {
    label: t`Sent — ${who} ${when}`.trimEnd(),
    icon: 'synced',
    color: 'blue',
    hint: `${t`Every change is sent.`}${readHint} ${t`Sync now reads the boards again.`}`,
  };
}

/** "10:42 a.m." when a waiting change has a try due later; null otherwise. */
function nextTryTime(status: SyncStatus, now: number, zone: TimeZoneOption): string | null {
  const at = status.nextTryAt ? Date.parse(status.nextTryAt) : Number.NaN;
  if (status.pending === 0 || Number.isNaN(at) || at <= now) return null;
  return formatTime(at, zone);
}

/** "last read 14 min ago", "last read 2 h ago", "not read yet". */
function readWords(read: BoardRead, now: number): string {
  if (read.readAt === null) return t`not read yet`;
  const minutes = Math.max(0, Math.floor((now - Date.parse(read.readAt)) / 60_000));
  if (minutes < 1) return t`last read just now`;
  if (minutes < 60) return t`last read ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t`last read ${hours} h ago`;
  const days = Math.floor(hours / 24);
  return t`last read ${days} days ago`;
}

/** " West last read 14 min ago; East last read just now." for the tooltip; "" without reads. */
function readTimes(reads: readonly BoardRead[], now: number): string {
  if (reads.length === 0) return '';
  return ` ${reads.map((read) => `${read.board} ${readWords(read, now)}`).join('; ')}.`;
}

/**
 * Why the state is what it is (disk full or read-only, no board or a redirect…), from the core's reason code
 * in the active language; `usual` is the state's usual reason, for a status that gives none. The core's
 * English `message` is never shown: it would stay English on a French screen.
 */
function reasonHint(status: SyncStatus, usual: SyncReason): string {
  return syncReasonWords(status.reason ?? usual);
}

/** "BC Jobs", "BC Jobs and West", "BC Jobs, West and East", as the active language lists them. */
function boardNames(names: readonly string[]): string {
  const language = appLanguageOf(i18n.locale) ?? 'en';
  return new Intl.ListFormat(pageLang(language), { type: 'conjunction' }).format(names);
}

/**
 * With several boards, one (or some) in trouble while the rest sync: the label says which, so a board down
 * never reads as the whole app offline. The hint says why, when the core says.
 */
function namedBoards(status: SyncStatus, nextTry: string): IndicatorWords | null {
  const names = status.boards ?? [];
  if (names.length === 0) return null;
  const who = boardNames(names);
  const pending = status.pending;
  const waiting = pending > 0 ? t` — ${pending} waiting${nextTry}` : '';
  const hint = status.reason === undefined ? '' : syncReasonWords(status.reason);
  switch (status.state) {
    case 'offline':
      return {
        label: plural(names.length, {
          one: `${who} can’t be reached${waiting}`,
          other: `${who} can’t be reached${waiting}`,
        }),
        icon: 'offline',
        color: 'orange',
        hint,
      };
    case 'retrying':
      return {
        label: plural(names.length, {
          one: `${who} not answering${waiting}`,
          other: `${who} not answering${waiting}`,
        }),
        icon: 'board-trouble',
        color: 'orange',
        hint,
      };
    case 'paused':
      return { label: t`${who}: API key rejected`, icon: 'key-rejected', color: 'red', hint };
    case 'error':
      return { label: t`${who}: no job board here`, icon: 'no-board', color: 'red', hint };
    default:
      return null;
  }
}
