// No key in any log, whatever a board sends back: a board that echoes the key it was sent, short or long,
// in its refusals. The core runs as browser mode wires it (the stderr logger, its secrets read from the
// keys the run holds and the secret store as Settings changes it), and every line it writes is read.
import { afterEach, describe, expect, it } from 'vitest';
import { createJobDeskCore, type JobDeskCore } from '../../src-main/core/jobdesk-core.ts';
import { rememberBoardKeys } from '../../src-main/core/remembered-keys.ts';
import { createMemorySecretStore } from '../../src-main/core/secret-store.ts';
import { systemClock } from '../../src-main/core/system-clock.ts';
import { createStderrLogger } from '../../src-main/host/stderr-logger.ts';

const LOCAL_KEY = 'local-key-log-secrets';
const SHORT_KEY = 'abc';
const LONG_KEY = 'board-key-echoed-0123456789';
const BOARD_URL = 'https://board.test/api/v1.1';

/** Refuses every request, saying which key it was sent: 401 for a list, 400 for anything else. */
const echoingBoard: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const key = request.headers.get('API-Key') ?? '';
  const status = request.method === 'GET' ? 401 : 400;
  return new Response(JSON.stringify({ message: `Invalid key ${key}` }), {
    status,
    headers: { 'Content-Type': 'application/json', 'WWW-Authenticate': `ApiKey key="${key}"` },
  });
};

let core: JobDeskCore | undefined;
afterEach(async () => {
  await core?.close();
  core = undefined;
});

const call = (method: string, path: string, body?: unknown) =>
  (core as JobDeskCore).fetch(
    new Request(`http://127.0.0.1${path}`, {
      method,
      headers: { 'API-Key': LOCAL_KEY, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; waited < 5_000 && !condition(); waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

/** `abc` standing alone, as the board wrote it: what the log rule masks for a short key. */
const SHORT_KEY_ALONE = /(?<![\p{L}\p{N}_-])abc(?![\p{L}\p{N}_-])/u;

describe('a board that echoes the key it was sent', () => {
  it('never gets a key of any length into a log line of the core, as Settings changes it', async () => {
    const lines: string[] = [];
    const boardKeys = rememberBoardKeys(createMemorySecretStore());
    const logger = createStderrLogger({
      name: 'jobdesk',
      write: (line) => lines.push(line),
      secrets: () => [LOCAL_KEY, ...boardKeys.keys()],
    });
    core = await createJobDeskCore({
      localApiKey: LOCAL_KEY,
      secrets: boardKeys.store,
      fetch: echoingBoard,
      clock: systemClock,
      random: () => 0.5,
      logger,
    });
    const refusalsLogged = () => lines.filter((line) => line.includes('Invalid key')).length;

    expect(
      (await call('PUT', '/app/v1/settings', { remoteUrl: BOARD_URL, apiKey: SHORT_KEY })).status,
    ).toBeLessThan(300);
    await core.engine.syncNow();
    await until(() => refusalsLogged() > 0);
    const withShortKey = refusalsLogged();

    expect((await call('PUT', '/app/v1/settings', { apiKey: LONG_KEY })).status).toBeLessThan(300);
    await core.engine.syncNow();
    await until(() => refusalsLogged() > withShortKey);

    const log = lines.join('');
    expect(log).toContain('Invalid key [redacted]');
    expect(log).not.toContain(LONG_KEY);
    expect(log).not.toMatch(SHORT_KEY_ALONE);
    expect(log).not.toContain(LOCAL_KEY);
  });
});
