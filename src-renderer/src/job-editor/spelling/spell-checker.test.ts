import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSpellChecker, type SpellingWorkerPort } from './spell-checker.ts';
import { createSpellCheckerPool } from './spell-checker-pool.ts';
import type { FromSpellingWorker, ToSpellingWorker } from './spelling-messages.ts';

type FakeWorker = SpellingWorkerPort & {
  sent: ToSpellingWorker[];
  terminated: boolean;
  answer(message: FromSpellingWorker): void;
};

function fakeWorker(): FakeWorker {
  const port: FakeWorker = {
    sent: [],
    terminated: false,
    onmessage: null,
    onerror: null,
    postMessage: (message: ToSpellingWorker) => {
      port.sent.push(message);
    },
    terminate() {
      port.terminated = true;
    },
    answer(message: FromSpellingWorker) {
      port.onmessage?.({ data: message } as MessageEvent<FromSpellingWorker>);
    },
  };
  return port;
}

describe('the spelling checker on the page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the language with the recruiter’s words, and sends the words it has not judged once typing pauses', () => {
    vi.useFakeTimers();
    const worker = fakeWorker();
    const checker = createSpellChecker({ language: 'fr-CA', words: ['JobDesk'], worker, idleMs: 400 });
    expect(worker.sent).toEqual([{ type: 'load', language: 'fr-CA', words: ['JobDesk'] }]);
    expect(checker.status('JobDesk')).toBe('correct');
    checker.request(['travail', 'JobDesk', 'travial']);
    vi.advanceTimersByTime(300);
    checker.request(['travail', 'trav']);
    vi.advanceTimersByTime(300);
    expect(worker.sent).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(worker.sent[1]).toEqual({ type: 'check', words: ['travail', 'travial', 'trav'] });
    expect(checker.status('travial')).toBeUndefined();

    let told = 0;
    checker.subscribe(() => {
      told += 1;
    });
    worker.answer({
      type: 'checked',
      results: [
        ['travail', true],
        ['travial', false],
      ],
    });
    expect([checker.status('travail'), checker.status('travial'), told]).toEqual([
      'correct',
      'misspelled',
      1,
    ]);
    checker.addWord('travial');
    expect(checker.status('travial')).toBe('correct');
    expect(worker.sent.at(-1)).toEqual({ type: 'add', word: 'travial' });
  });

  it('answers suggestions by request id, and none once the dictionary failed to load', async () => {
    const worker = fakeWorker();
    const checker = createSpellChecker({ language: 'en-CA', words: [], worker });
    const asked = checker.suggest('recieve');
    expect(worker.sent.at(-1)).toEqual({ type: 'suggest', id: 1, word: 'recieve' });
    worker.answer({ type: 'suggested', id: 1, suggestions: ['receive'] });
    expect(await asked).toEqual(['receive']);
    worker.answer({ type: 'failed', message: 'The en-CA dictionary could not be read (404).' });
    expect(checker.failure()).toMatch(/404/);
    expect(await checker.suggest('teh')).toEqual([]);
    checker.dispose();
    expect(worker.terminated).toBe(true);
  });

  it('says it failed when the worker cannot start', () => {
    const worker = fakeWorker();
    const checker = createSpellChecker({ language: 'en-CA', words: [], worker });
    expect(checker.failure()).toBeNull();
    worker.onerror?.({ message: 'Failed to fetch a worker script.' } as ErrorEvent);
    expect(checker.failure()).toBe('The spelling worker could not start: Failed to fetch a worker script.');
  });

  it('takes a new list of the recruiter’s words: new ones accepted at once, removed ones sent to the worker and judged again', () => {
    const worker = fakeWorker();
    const checker = createSpellChecker({ language: 'en-CA', words: ['JobDesk', 'Zorblatt'], worker });
    const changes: unknown[] = [];
    checker.subscribe((change) => changes.push(change));
    checker.setRecruiterWords(['JobDesk', 'Acmeco']);
    expect(worker.sent.slice(1)).toEqual([
      { type: 'add', word: 'Acmeco' },
      { type: 'remove', word: 'Zorblatt' },
    ]);
    expect(checker.status('Acmeco')).toBe('correct');
    expect(checker.status('Zorblatt')).toBeUndefined();
    expect(changes).toEqual([{ added: 'Acmeco' }, { removed: 'Zorblatt' }]);
    checker.setRecruiterWords(['JobDesk', 'Acmeco']);
    expect(worker.sent).toHaveLength(3);
  });
});

/** A pool whose workers are fakes, each kept in `workers` as it starts. */
function poolOfFakeWorkers(keepUnusedMs: number) {
  const workers: FakeWorker[] = [];
  const pool = createSpellCheckerPool(() => {
    const worker = fakeWorker();
    workers.push(worker);
    return worker;
  }, keepUnusedMs);
  return { pool, workers };
}

describe('the page’s spelling checkers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('start one worker a language, shared by the editors open and kept a while after the last closes', () => {
    vi.useFakeTimers();
    const { pool, workers } = poolOfFakeWorkers(1_000);
    const first = pool.acquire('fr-CA', ['JobDesk']);
    const second = pool.acquire('fr-CA', ['JobDesk']);
    expect(second.checker).toBe(first.checker);
    const english = pool.acquire('en-CA', []);
    expect(english.checker).not.toBe(first.checker);
    expect(workers).toHaveLength(2);

    first.release();
    second.release();
    vi.advanceTimersByTime(999);
    // The next job opened within the time takes the same checker, with the words as they are now.
    const third = pool.acquire('fr-CA', ['JobDesk', 'Acmeco']);
    expect(third.checker).toBe(first.checker);
    expect(workers[0]?.sent.at(-1)).toEqual({ type: 'add', word: 'Acmeco' });
    third.release();
    third.release();
    vi.advanceTimersByTime(1_000);
    expect(workers[0]?.terminated).toBe(true);
    expect(workers[1]?.terminated).toBe(false);
    expect(pool.acquire('fr-CA', []).checker).not.toBe(first.checker);
    expect(workers).toHaveLength(3);
  });

  it('replace a checker whose worker failed for the next editor, and end it once its own editors close', () => {
    vi.useFakeTimers();
    const { pool, workers } = poolOfFakeWorkers(1_000);
    const open = pool.acquire('en-CA', []);
    workers[0]?.onerror?.({ message: 'Failed to fetch a worker script.' } as ErrorEvent);
    expect(open.checker.failure()).not.toBeNull();
    const next = pool.acquire('en-CA', []);
    expect(next.checker).not.toBe(open.checker);
    expect(next.checker.failure()).toBeNull();
    open.release();
    vi.advanceTimersByTime(1_000);
    expect(workers[0]?.terminated).toBe(true);
    expect(workers[1]?.terminated).toBe(false);
  });
});
