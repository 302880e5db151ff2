// The job's spelling language beside the description's label: Canadian English or French, this job only.
import { NativeSelect } from '@mantine/core';
import {
  SPELLING_LANGUAGE_NAMES,
  SPELLING_LANGUAGES,
  type SpellingLanguage,
} from '../../../../src-shared/schemas/spelling.ts';
import type { EditorSpelling } from './editor-spelling.ts';

const OPTIONS = SPELLING_LANGUAGES.map((language) => ({
  value: language,
  label: SPELLING_LANGUAGE_NAMES[language],
}));

export function SpellingLanguageSelect({ spelling }: { spelling: EditorSpelling }) {
  return (
    <NativeSelect
      size="xs"
      aria-label="Spelling language of this job"
      title={spelling.ownLanguage ? 'This job’s own language' : 'The language chosen in Settings'}
      data={OPTIONS}
      value={spelling.language}
      onChange={(event) => spelling.setLanguage(event.currentTarget.value as SpellingLanguage)}
    />
  );
}
