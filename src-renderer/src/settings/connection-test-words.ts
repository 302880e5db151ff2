// A connection test's answer in words: did the board answer, did it accept the key, whose key it is. A key the
// board refused is said as what the recruiter can do about it; the board's own words go under details, quoted
// as it wrote them.
import { t } from '@lingui/core/macro';
import type { ConnectionTest } from '../../../src-shared/schemas/app.ts';
import { syncReasonWords } from '../core/sync-reason-words.ts';
import { keyRefusedWords } from './board-form.ts';

/** One line of the answer; `quoted`: the board's own words, shown under details as it wrote them. */
export type ConnectionTestLine = { text: string; ok: boolean | null; quoted?: true };

function testedWith(address: string, keySource: ConnectionTest['keySource']): string {
  if (keySource === 'typed') return t`Tested ${address} with the API key typed here.`;
  if (keySource === 'saved') return t`Tested ${address} with the saved API key.`;
  return t`Tested ${address} without an API key.`;
}

/** What to enter before a test can be made, in the screen's language (the core says it in English). */
function missingWords(missing: NonNullable<ConnectionTest['missing']>): string {
  if (missing === 'address') return t`Enter the job board address first.`;
  if (missing === 'key') return t`Enter the job board API key first.`;
  return t`Enter the API key for this address: the saved key is kept for the saved address only.`;
}

export function connectionTestLines(test: ConnectionTest, boardName: string): ConnectionTestLine[] {
  // Nothing was sent: what is missing is all there is to say.
  if (test.missing !== undefined) return [{ text: missingWords(test.missing), ok: false }];
  const lines: ConnectionTestLine[] = [];
  if (test.address) lines.push({ text: testedWith(test.address, test.keySource), ok: null });
  const reached = test.reached ?? test.ok;
  lines.push(
    reached
      ? { text: t`The job board answered.`, ok: true }
      : { text: t`No job board answered at this address.`, ok: false },
  );
  const refused = test.keyAccepted === false;
  if (test.keyAccepted === true || (test.keyAccepted === undefined && test.ok))
    lines.push({ text: t`It accepted the API key.`, ok: true });
  else if (refused) lines.push({ text: keyRefusedWords(boardName), ok: false });
  const employer = test.employer;
  if (employer) lines.push({ text: t`The key belongs to ${employer}.`, ok: true });
  else if (test.ok)
    lines.push({ text: t`The employer is shown once the board has one of its jobs.`, ok: null });
  // Why no board answered, in the screen's language: the messages then say the same in the core's English.
  // Out of reach needs no more than "No job board answered" (JobDesk's retries are sync's, not the test's).
  if (test.reason !== undefined) {
    if (test.reason !== 'offline') lines.push({ text: syncReasonWords(test.reason), ok: false });
    return lines;
  }
  for (const message of test.messages) {
    if (test.ok && message === 'Connected to the job board.') continue;
    // A refusal of the key is the board's answer: its words are details, the line above says what to do.
    if (refused) lines.push({ text: message, ok: null, quoted: true });
    else lines.push({ text: message, ok: test.ok ? null : false });
  }
  return lines;
}
