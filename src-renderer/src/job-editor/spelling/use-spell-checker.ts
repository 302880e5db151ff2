// The spelling checker of a language, in its own Web Worker, for as long as a component needs it.
import { useEffect, useRef, useState } from 'react';
import type { SpellingLanguage } from '../../../../src-shared/schemas/spelling.ts';
import { createSpellChecker, type SpellChecker, type SpellingWorkerPort } from './spell-checker.ts';

function startWorker(): SpellingWorkerPort {
  // Vite bundles the worker and its dictionaries as files of the UI: same origin, no download.
  return new Worker(new URL('./spelling-worker.ts', import.meta.url), { type: 'module', name: 'spelling' });
}

/** null until `language` and the recruiter's `words` are known; a new language starts a new worker. */
export function useSpellChecker(language: SpellingLanguage | null, words: readonly string[] | undefined) {
  const [checker, setChecker] = useState<SpellChecker | null>(null);
  // The words at the start: later additions go to the checker itself, without a new worker.
  const wordsRef = useRef(words);
  wordsRef.current = words;
  const ready = words !== undefined;
  useEffect(() => {
    if (language === null || !ready) return;
    const created = createSpellChecker({ language, words: wordsRef.current ?? [], worker: startWorker() });
    setChecker(created);
    return () => {
      created.dispose();
      setChecker(null);
    };
  }, [language, ready]);
  return checker;
}
