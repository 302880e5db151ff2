// The spelling worker: nspell with the Hunspell dictionaries that ship with JobDesk (bundled by Vite as
// files of the UI and fetched from the page's own origin, never from the internet), off the page's thread.
import enAffUrl from 'jobdesk-dictionaries/en-CA/index.aff?url&no-inline';
import enDicUrl from 'jobdesk-dictionaries/en-CA/index.dic?url&no-inline';
import frAffUrl from 'jobdesk-dictionaries/fr/index.aff?url&no-inline';
import frDicUrl from 'jobdesk-dictionaries/fr/index.dic?url&no-inline';
import nspell, { type NSpell } from 'nspell';
import type { SpellingLanguage } from '../../../../src-shared/schemas/spelling.ts';
import { CANADIAN_RECRUITING_WORDS } from '../../../../src-shared/spelling/canadian-recruiting-words.ts';
import type { FromSpellingWorker, ToSpellingWorker } from './spelling-messages.ts';

const DICTIONARY_FILES: Record<SpellingLanguage, { aff: string; dic: string }> = {
  'en-CA': { aff: enAffUrl, dic: enDicUrl },
  // Canadian French is written with the French dictionary (Grammalecte's, which knows Quebec's words too).
  'fr-CA': { aff: frAffUrl, dic: frDicUrl },
};

async function loadSpeller(language: SpellingLanguage, words: readonly string[]): Promise<NSpell> {
  const files = DICTIONARY_FILES[language];
  const [aff, dic] = await Promise.all(
    [files.aff, files.dic].map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`The ${language} dictionary could not be read (${response.status}).`);
      return response.text();
    }),
  );
  const speller = nspell({ aff: aff ?? '', dic: dic ?? '' });
  for (const word of CANADIAN_RECRUITING_WORDS[language]) speller.add(word);
  for (const word of words) addPersonal(speller, word);
  return speller;
}

/** The recruiter's words the speller did not know without them: the only ones a removal takes out. */
const personal = new Set<string>();

function addPersonal(speller: NSpell, word: string): void {
  if (speller.correct(word)) return;
  speller.add(word);
  personal.add(word);
}

function removePersonal(speller: NSpell, word: string): void {
  if (!personal.delete(word)) return;
  speller.remove(word);
}

/** What this file needs of the worker's global scope (the renderer is typed with the DOM's, not a worker's). */
type WorkerScope = {
  onmessage: ((event: MessageEvent<ToSpellingWorker>) => void) | null;
  postMessage(message: FromSpellingWorker): void;
};

/** Serves the page's messages in `scope`; the speller lives in this closure, one per worker. */
function serveSpelling(scope: WorkerScope): void {
  let speller: Promise<NSpell> | null = null;
  const post = (message: FromSpellingWorker) => scope.postMessage(message);
  const withSpeller = (use: (speller: NSpell) => void) => {
    if (speller === null) return;
    speller.then(use, (error: unknown) =>
      post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  };

  scope.onmessage = (event: MessageEvent<ToSpellingWorker>) => {
    const message = event.data;
    switch (message.type) {
      case 'load':
        speller = loadSpeller(message.language, message.words);
        withSpeller(() => post({ type: 'ready', language: message.language }));
        return;
      case 'check':
        withSpeller((loaded) =>
          post({ type: 'checked', results: message.words.map((word) => [word, loaded.correct(word)]) }),
        );
        return;
      case 'suggest':
        withSpeller((loaded) =>
          post({ type: 'suggested', id: message.id, suggestions: loaded.suggest(message.word).slice(0, 6) }),
        );
        return;
      case 'add':
        withSpeller((loaded) => addPersonal(loaded, message.word));
        return;
      case 'remove':
        withSpeller((loaded) => removePersonal(loaded, message.word));
        return;
    }
  };
}

serveSpelling(self as unknown as WorkerScope);
