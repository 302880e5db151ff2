// The spelling language a description asks for by itself: French (Canada) for a description mostly in
// French, Canadian English for one mostly in another language, none while it is too short to tell (the
// recruiter's choice in Settings then). The editor follows it unless the job has a language of its own.
import { descriptionText } from '../description/description-text.ts';
import { descriptionLanguages, mainLanguageOf } from '../posting-laws/description-language.ts';
import type { SpellingLanguage } from '../schemas/spelling.ts';

export function spellingLanguageOfDescription(descriptionHtml: string): SpellingLanguage | null {
  const main = mainLanguageOf(descriptionLanguages(descriptionText(descriptionHtml)));
  if (main === null) return null;
  return main === 'fr' ? 'fr-CA' : 'en-CA';
}
