// What the page and the spelling worker say to each other (structured-clone messages).
import type { SpellingLanguage } from '../../../../src-shared/schemas/spelling.ts';

export type ToSpellingWorker =
  | { type: 'load'; language: SpellingLanguage; words: string[] }
  | { type: 'check'; words: string[] }
  | { type: 'suggest'; id: number; word: string }
  | { type: 'add'; word: string }
  | { type: 'remove'; word: string };

export type FromSpellingWorker =
  | { type: 'ready'; language: SpellingLanguage }
  | { type: 'checked'; results: Array<[word: string, correct: boolean]> }
  | { type: 'suggested'; id: number; suggestions: string[] }
  | { type: 'failed'; message: string };
