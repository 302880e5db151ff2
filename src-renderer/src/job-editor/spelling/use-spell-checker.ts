// The spelling checker of a language for as long as a component needs it, from the page's pool (one worker
// per language, kept a while after the last editor closes: spell-checker-pool.ts).
import { useEffect, useRef, useState } from 'react';
import type { SpellingLanguage } from '../../../../src-shared/schemas/spelling.ts';
import type { SpellChecker, SpellingWorkerPort } from './spell-checker.ts';
import { createSpellCheckerPool } from './spell-checker-pool.ts';

function startWorker(): SpellingWorkerPort {
  // Vite bundles the worker and its dictionaries as files of the UI: same origin, no download.
  return new Worker(new URL('./spelling-worker.ts', import.meta.url), { type: 'module', name: 'spelling' });
}

const pagePool = createSpellCheckerPool(startWorker);

/** null until `language` and the recruiter's `words` are known; a new language takes that language's checker. */
export function useSpellChecker(language: SpellingLanguage | null, words: readonly string[] | undefined) {
  const [checker, setChecker] = useState<SpellChecker | null>(null);
  // The words at the start: later additions go to the checker itself (Add to dictionary), and a removal is
  // made in Settings, with no editor open.
  const wordsRef = useRef(words);
  wordsRef.current = words;
  const ready = words !== undefined;
  useEffect(() => {
    if (language === null || !ready) return;
    const held = pagePool.acquire(language, wordsRef.current ?? []);
    setChecker(held.checker);
    return () => {
      held.release();
      setChecker(null);
    };
  }, [language, ready]);
  return checker;
}
