// Settings: the first job board's address and its API key (write-only: the screen only says whether one is
// saved), Test connection in words, every job board (added, tested, renamed, removed), and what the
// posting-law checks must know of the employer.
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConfirmLeave } from '../core/confirm-leave.tsx';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { ConnectionTestResult } from './ConnectionTestResult.tsx';
import { connectionTestLines } from './connection-test-words.ts';
import { JobBoardsSection } from './JobBoardsSection.tsx';
import { useSaveSettings, useTestConnection } from './mutations.ts';
import { PostingLawSettingsSection } from './PostingLawSettingsSection.tsx';
import { settingsQuery } from './queries.ts';
import { SpellingSettingsSection } from './SpellingSettingsSection.tsx';
import {
  apiKeyDescription,
  hasUnsavedSettings,
  type SettingsFormValues,
  savedMessage,
  saveFailure,
  typedSettings,
  UNSAVED_SETTINGS,
} from './settings-form.ts';

export function SettingsScreen() {
  const { app } = useCore();
  const settings = useQuery(settingsQuery(app));
  const saveSettings = useSaveSettings();
  const testConnection = useTestConnection();
  const form = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues: { remoteUrl: '', apiKey: '' },
    // A change after a save or a test: "Saved." and the test's results no longer describe what the form holds.
    onValuesChange: () => {
      if (saveSettings.isSuccess) saveSettings.reset();
      if (!testConnection.isIdle) testConnection.reset();
    },
  });

  useConfirmLeave(() => hasUnsavedSettings(form.getValues(), settings.data), UNSAVED_SETTINGS);

  const savedAddress = settings.data?.remoteUrl;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the saved address, not itself.
  useEffect(() => {
    if (savedAddress !== undefined) form.setFieldValue('remoteUrl', savedAddress ?? '');
  }, [savedAddress]);

  const save = form.onSubmit((values) => {
    form.clearErrors();
    saveSettings.mutate(typedSettings(values.remoteUrl, values.apiKey), {
      onSuccess: () => form.setFieldValue('apiKey', ''),
      onError: (error) => form.setErrors(saveFailure(error).fields),
    });
  });

  const test = () => {
    form.clearErrors();
    // What the form holds, saved or not: the core tests exactly that, and says which key it sent.
    const { remoteUrl, apiKey } = form.getValues();
    testConnection.mutate(typedSettings(remoteUrl, apiKey), {
      onError: (error) => form.setErrors(saveFailure(error).fields),
    });
  };

  const problem = saveSettings.isError ? saveFailure(saveSettings.error).problem : null;
  const saved = saveSettings.isSuccess ? savedMessage(saveSettings.variables.apiKey !== undefined) : null;
  const testLines = testConnection.isSuccess
    ? connectionTestLines(testConnection.data)
    : testConnection.isError
      ? [{ text: coreErrorMessage(testConnection.error), ok: false }]
      : null;

  return (
    <Stack maw={640}>
      <Title order={2}>Settings</Title>
      <form onSubmit={save} noValidate>
        <Stack>
          <Title order={3} size="h4">
            First job board
          </Title>
          <Text size="sm" c="dimmed">
            The board JobDesk had before there were several. Every board, this one too, is listed under Job
            boards below.
          </Text>
          <TextInput
            label="Job board address"
            description="For example https://jobs.example.com/api/v1.1. The API key is kept for this address only: a new address needs its key again."
            {...form.getInputProps('remoteUrl')}
            autoComplete="url"
          />
          <PasswordInput
            label="API key"
            description={
              <span data-testid="api-key-state">
                {apiKeyDescription(settings.data, form.getValues().remoteUrl)}
              </span>
            }
            {...form.getInputProps('apiKey')}
            autoComplete="off"
          />
          {problem !== null && (
            <Alert color="red" title="The settings were not saved">
              {problem}
            </Alert>
          )}
          {saved !== null && (
            <Text role="status" c="teal.9">
              {saved}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={saveSettings.isPending}>
              Save
            </Button>
            <Button variant="default" onClick={test} loading={testConnection.isPending}>
              Test connection
            </Button>
          </Group>
        </Stack>
      </form>
      {testLines !== null && (
        <ConnectionTestResult lines={testLines} label="Connection test" testId="connection-test" />
      )}
      <JobBoardsSection />
      <PostingLawSettingsSection />
      <SpellingSettingsSection />
    </Stack>
  );
}
