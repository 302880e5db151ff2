// The page's spelling checkers, one per language, shared by every editor that needs it and kept a while
// after the last one closes: a dictionary costs its worker about 0.3 s of CPU to build in English and 6.5 s
// in French (300 MB), so the next job opened, or a language picked again, reuses the one built instead of
// building it anew.
import type { SpellingLanguage } from '../../../../src-shared/schemas/spelling.ts';
import { createSpellChecker, type SpellChecker, type SpellingWorkerPort } from './spell-checker.ts';

/** How long a checker no editor uses is kept before its worker (and its memory) goes. */
export const KEEP_UNUSED_MS = 3 * 60_000;

export type HeldSpellChecker = { checker: SpellChecker; release(): void };

export type SpellCheckerPool = {
  /**
   * The checker of `language`, with the recruiter's `words` as they are now; `release` when the editor
   * closes. A checker whose worker failed is replaced by a new one.
   */
  acquire(language: SpellingLanguage, words: readonly string[]): HeldSpellChecker;
};

type Entry = { checker: SpellChecker; users: number; unused: ReturnType<typeof setTimeout> | null };

export function createSpellCheckerPool(
  startWorker: () => SpellingWorkerPort,
  keepUnusedMs = KEEP_UNUSED_MS,
): SpellCheckerPool {
  const entries = new Map<SpellingLanguage, Entry>();
  const drop = (language: SpellingLanguage, entry: Entry) => {
    if (entry.unused !== null) clearTimeout(entry.unused);
    if (entries.get(language) === entry) entries.delete(language);
    entry.checker.dispose();
  };
  return {
    acquire(language, words) {
      let entry = entries.get(language);
      if (entry !== undefined && entry.checker.failure() !== null) {
        // Its editors still open keep it until they close; the next one gets a new worker.
        if (entry.users === 0) drop(language, entry);
        else entries.delete(language);
        entry = undefined;
      }
      if (entry === undefined) {
        const checker = createSpellChecker({ language, words, worker: startWorker() });
        entry = { checker, users: 0, unused: null };
        entries.set(language, entry);
      } else entry.checker.setRecruiterWords(words);
      if (entry.unused !== null) clearTimeout(entry.unused);
      entry.unused = null;
      entry.users += 1;
      const held = entry;
      let released = false;
      return {
        checker: held.checker,
        release() {
          if (released) return;
          released = true;
          held.users -= 1;
          if (held.users === 0) held.unused = setTimeout(() => drop(language, held), keepUnusedMs);
        },
      };
    },
  };
}
