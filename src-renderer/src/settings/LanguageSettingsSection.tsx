// Settings, language: the UI's language, this computer's unless one is chosen; the choice is kept in this
// browser or desktop profile and applies at once.
import { Trans, useLingui } from '@lingui/react/macro';
import { Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { APP_LANGUAGES, type AppLanguage, preferredLanguage } from '../../../src-shared/i18n/app-language.ts';
import { activateLanguage } from '../core/activate-language.ts';
import { systemLanguagesOf } from '../core/desktop-shell.ts';
import { chosenLanguage, LANGUAGE_NAMES, rememberLanguage } from '../core/ui-language.ts';

const SYSTEM = 'system';

export function LanguageSettingsSection() {
  const { t } = useLingui();
  const [choice, setChoice] = useState<AppLanguage | null>(() => chosenLanguage(window.localStorage));
  const systemLanguage = preferredLanguage(systemLanguagesOf(window, navigator.languages));

  const choose = (value: string) => {
    const chosen = APP_LANGUAGES.find((language) => language === value) ?? null;
    rememberLanguage(chosen, window.localStorage);
    setChoice(chosen);
    void activateLanguage(chosen ?? systemLanguage);
  };

  return (
    <Stack component="section" aria-labelledby="language-settings-title">
      <Title order={3} size="h4" id="language-settings-title">
        <Trans>Language</Trans>
      </Title>
      <Radio.Group value={choice ?? SYSTEM} onChange={choose} label={t`The language JobDesk speaks`}>
        <Stack gap="xs" mt="xs">
          <Radio value={SYSTEM} label={t`This computer’s (${LANGUAGE_NAMES[systemLanguage]})`} />
          {APP_LANGUAGES.map((language) => (
            <Radio key={language} value={language} label={LANGUAGE_NAMES[language]} lang={`${language}-CA`} />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        <Trans>What the job boards write is shown as they wrote it.</Trans>
      </Text>
    </Stack>
  );
}
