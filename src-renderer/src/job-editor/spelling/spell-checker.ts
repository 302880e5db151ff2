// The page's side of the spelling worker: answers "is this word right?" at once from what the worker said
// before (undefined while it has not said), sends the words it has not judged yet in one batch, and tells
// its listeners when answers arrive. Suggestions are asked on demand.
import type { SpellingLanguage } from '../../../../src-shared/schemas/spelling.ts';
import type { FromSpellingWorker, ToSpellingWorker } from './spelling-messages.ts';

export type WordStatus = 'correct' | 'misspelled' | undefined;

/** What the editor's decoration plugin needs: synchronous look-ups, and a way to ask about new words. */
export type SpellingLookup = {
  status(word: string): WordStatus;
  request(words: Iterable<string>): void;
};

export type SpellChecker = SpellingLookup & {
  readonly language: SpellingLanguage;
  suggest(word: string): Promise<string[]>;
  /** Accepts the word from now on (the caller keeps it in the recruiter's dictionary). */
  addWord(word: string): void;
  /**
   * The recruiter's dictionary as it is now (a checker kept from an earlier editor, while Settings changed
   * it): words new to it are accepted, words taken out of it are judged again by the dictionary alone.
   */
  setRecruiterWords(words: readonly string[]): void;
  /**
   * Called after answers arrive (`change` empty) or the recruiter's dictionary changed (`added`: every mark
   * of it must go; `removed`: it is judged again wherever it is); returns the unsubscribe.
   */
  subscribe(listener: (change: SpellingChange) => void): () => void;
  /** Why the dictionary could not be loaded, once known: technical, in English, for the log. */
  failure(): string | null;
  dispose(): void;
};

export type SpellingChange = { added?: string; removed?: string };

export type SpellingWorkerPort = {
  postMessage(message: ToSpellingWorker): void;
  onmessage: ((event: MessageEvent<FromSpellingWorker>) => void) | null;
  /** The worker's script failed to load or threw. */
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
};

export function createSpellChecker(options: {
  language: SpellingLanguage;
  words: readonly string[];
  worker: SpellingWorkerPort;
  /**
   * How long typing must pause before the new words go to the worker (default 400 ms): while the recruiter
   * types, no answer arrives to redraw marks between two keys.
   */
  idleMs?: number;
}): SpellChecker {
  const { worker, language } = options;
  const idleMs = options.idleMs ?? 400;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const known = new Map<string, boolean>();
  for (const word of options.words) known.set(word, true);
  const asked = new Set<string>();
  let queued = new Set<string>();
  const listeners = new Set<(change: SpellingChange) => void>();
  // The recruiter's words this checker was given or added: what a new list of them is compared with.
  const ownWords = new Set(options.words);
  const suggestions = new Map<number, (words: string[]) => void>();
  let nextId = 1;
  let failed: string | null = null;
  const notify = (change: SpellingChange = {}) => {
    for (const listener of listeners) listener(change);
  };

  worker.onmessage = (event) => {
    const message = event.data;
    if (message.type === 'checked') {
      for (const [word, correct] of message.results) {
        known.set(word, correct);
        asked.delete(word);
      }
      notify();
    } else if (message.type === 'suggested') {
      suggestions.get(message.id)?.(message.suggestions);
      suggestions.delete(message.id);
    } else if (message.type === 'failed') {
      failed = message.message;
      for (const resolve of suggestions.values()) resolve([]);
      suggestions.clear();
      notify();
    }
  };
  worker.onerror = (event) => {
    failed = `The spelling worker could not start: ${event.message || 'its script did not load'}`;
    for (const resolve of suggestions.values()) resolve([]);
    suggestions.clear();
    notify();
  };
  worker.postMessage({ type: 'load', language, words: [...options.words] });

  const flush = () => {
    timer = null;
    const words = [...queued];
    queued = new Set();
    if (words.length > 0) worker.postMessage({ type: 'check', words });
  };

  const checker: SpellChecker = {
    language,
    status(word) {
      const correct = known.get(word);
      return correct === undefined ? undefined : correct ? 'correct' : 'misspelled';
    },
    request(words) {
      for (const word of words) {
        if (known.has(word) || asked.has(word)) continue;
        asked.add(word);
        queued.add(word);
      }
      if (queued.size === 0) return;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, idleMs);
    },
    suggest(word) {
      if (failed !== null) return Promise.resolve([]);
      const id = nextId++;
      return new Promise((resolve) => {
        suggestions.set(id, resolve);
        worker.postMessage({ type: 'suggest', id, word });
      });
    },
    addWord(word) {
      ownWords.add(word);
      known.set(word, true);
      worker.postMessage({ type: 'add', word });
      notify({ added: word });
    },
    setRecruiterWords(words) {
      const now = new Set(words);
      for (const word of now) if (!ownWords.has(word)) checker.addWord(word);
      for (const word of [...ownWords]) {
        if (now.has(word)) continue;
        ownWords.delete(word);
        known.delete(word);
        asked.delete(word);
        worker.postMessage({ type: 'remove', word });
        notify({ removed: word });
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    failure: () => failed,
    dispose() {
      if (timer !== null) clearTimeout(timer);
      listeners.clear();
      worker.terminate();
    },
  };
  return checker;
}
