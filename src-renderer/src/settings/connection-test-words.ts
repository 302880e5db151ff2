// A connection test's answer in words: did the board answer, did it accept the key, whose key it is.
import type { ConnectionTest } from '../../../src-shared/schemas/app.ts';

export type ConnectionTestLine = { text: string; ok: boolean | null };

const KEY_SOURCE_WORDS = {
  typed: 'with the API key typed here',
  saved: 'with the saved API key',
  none: 'without an API key',
} as const;

export function connectionTestLines(test: ConnectionTest): ConnectionTestLine[] {
  const lines: ConnectionTestLine[] = [];
  if (test.address)
    lines.push({ text: `Tested ${test.address} ${KEY_SOURCE_WORDS[test.keySource ?? 'none']}.`, ok: null });
  const reached = test.reached ?? test.ok;
  lines.push(
    reached
      ? { text: 'The job board answered.', ok: true }
      : { text: 'No job board answered at this address.', ok: false },
  );
  if (test.keyAccepted === true || (test.keyAccepted === undefined && test.ok))
    lines.push({ text: 'It accepted the API key.', ok: true });
  else if (test.keyAccepted === false) lines.push({ text: 'It rejected the API key.', ok: false });
  if (test.employer) lines.push({ text: `The key belongs to ${test.employer}.`, ok: true });
  else if (test.ok)
    lines.push({ text: 'The employer is shown once the board has one of its jobs.', ok: null });
  for (const message of test.messages)
    if (!(test.ok && message === 'Connected to the job board.'))
      lines.push({ text: message, ok: test.ok ? null : false });
  return lines;
}
