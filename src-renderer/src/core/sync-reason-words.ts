// What the core's reason for sync's state (SyncReason: a disk full, a key refused, no board at the address…)
// says to the recruiter, in the UI's language: one table for the header's hint, its panel, the toasts and each
// board's card in Settings, so its words never say "in Settings" unless only the header shows them.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SyncReason } from '../../../src-shared/schemas/app.ts';

const REASON_WORDS: Readonly<Record<SyncReason, MessageDescriptor>> = {
  // Only the header says these two: a board's card says "Not connected yet" instead.
  'no-board': msg`No job board is set up: open Settings to add one.`,
  'no-key': msg`Sync is off: enter the job board’s API key in Settings.`,
  'disk-full': msg`JobDesk can’t save to disk: the disk is full, so what the job board sends cannot be kept. Free some space; sync goes on by itself.`,
  'read-only': msg`JobDesk can’t save to disk: its data folder has become read-only, so what the job board sends cannot be kept. Make it writable again; sync goes on by itself.`,
  // A board's card words a refused key with the board's name (keyRefusedWords).
  'key-rejected': msg`The job board rejected the API key. Enter a new one in Settings.`,
  'not-a-board': msg`There is no job board at this address: check that it ends with /api/v1.1 (for example https://jobs.example.com/api/v1.1).`,
  redirected: msg`This address sends JobDesk to another one, which JobDesk does not follow so that the API key goes only where you said: enter the job board’s own address.`,
  offline: msg`The job board cannot be reached. JobDesk will try again.`,
  'board-trouble': msg`The job board answered with an error. JobDesk will try again.`,
};

/** The reason's sentence in the active language. */
export function syncReasonWords(reason: SyncReason): string {
  return i18n._(REASON_WORDS[reason]);
}
