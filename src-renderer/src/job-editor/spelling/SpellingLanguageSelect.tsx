// The job's spelling language beside the description's label: Canadian English or French, this job only.
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <NativeSelect
      size="xs"
      aria-label={t`Spelling language of this job`}
      title={
        spelling.ownLanguage
          ? t`This job’s own language`
          : spelling.followsDescription
            ? t`The description’s language`
            : t`The language chosen in Settings`
      }
      data={OPTIONS}
      value={spelling.language}
      onChange={(event) => spelling.setLanguage(event.currentTarget.value as SpellingLanguage)}
    />
  );
}
