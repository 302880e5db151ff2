// Settings: every job board in one list (each with its address, key, Test, rename and Remove; the first board
// too, as any other), the form that adds one, what the posting-law checks and the spelling must know, and
// the UI's language and the database's backups.
// Leaving with a board's form changed and not saved asks first.
import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useConfirmLeave } from '../core/confirm-leave.tsx';
import { BackupsSection } from './BackupsSection.tsx';
import { JobBoardsSection } from './JobBoardsSection.tsx';
import { LanguageSettingsSection } from './LanguageSettingsSection.tsx';
import { PostingLawSettingsSection } from './PostingLawSettingsSection.tsx';
import { SpellingSettingsSection } from './SpellingSettingsSection.tsx';
import { unsavedSettings } from './settings-form.ts';
import { createUnsavedForms, UnsavedFormsContext } from './unsaved-forms.ts';

export function SettingsScreen() {
  const [forms] = useState(createUnsavedForms);
  useConfirmLeave(() => forms.anyUnsaved(), unsavedSettings());
  return (
    <UnsavedFormsContext value={forms}>
      <Stack maw={640}>
        <Title order={2}>
          <Trans>Settings</Trans>
        </Title>
        <JobBoardsSection />
        <PostingLawSettingsSection />
        <SpellingSettingsSection />
        <LanguageSettingsSection />
        <BackupsSection />
      </Stack>
    </UnsavedFormsContext>
  );
}
