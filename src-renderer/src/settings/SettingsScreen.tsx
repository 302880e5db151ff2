// Settings: the job board's address and its API key (write-only: the screen only says whether one is saved),
// Test connection in words, and what the posting-law checks must know of the employer.
import { Alert, Button, Group, List, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useCore } from '../core/core-context.ts';
import { valueOrThrow } from '../core/query-result.ts';
import { SpellingSettingsSection } from '../spelling/SpellingSettingsSection.tsx';
import { type ConnectionTestLine, connectionTestLines } from './connection-test-words.ts';
import { PostingLawSettingsSection } from './PostingLawSettingsSection.tsx';
import {
  apiKeyDescription,
  type SettingsFieldErrors,
  settingsFieldErrors,
  typedSettings,
} from './settings-form.ts';

const settingsKey = ['settings'] as const;

export function SettingsScreen() {
  const { app } = useCore();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => valueOrThrow(app.settings({ signal })),
  });
  const [remoteUrl, setRemoteUrl] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<SettingsFieldErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [testLines, setTestLines] = useState<ConnectionTestLine[] | null>(null);

  useEffect(() => {
    if (settings.data) setRemoteUrl(settings.data.remoteUrl ?? '');
  }, [settings.data]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    setFieldErrors({});
    setSaved(null);
    const answer = await app.updateSettings(typedSettings(remoteUrl, apiKey));
    setSaving(false);
    if (!answer.ok) {
      const byField = settingsFieldErrors(answer.error.fields);
      setFieldErrors(byField);
      if (byField.remoteUrl === undefined && byField.apiKey === undefined)
        setProblem(answer.error.messages.join(' '));
      return;
    }
    setApiKey('');
    queryClient.setQueryData(settingsKey, answer.value);
    setSaved(
      apiKey.trim() !== ''
        ? 'Saved. JobDesk tries the new key now; the sync status at the top says whether the board accepts it.'
        : 'Saved.',
    );
    // A new key lifts a pause: ask for a sync at once rather than waiting for the next round.
    void app.syncNow();
  };

  const test = async () => {
    setTesting(true);
    setTestLines(null);
    setFieldErrors({});
    // What the form holds, saved or not: the core tests exactly that, and says which key it sent.
    const answer = await app.testConnection(typedSettings(remoteUrl, apiKey));
    setTesting(false);
    if (!answer.ok) setFieldErrors(settingsFieldErrors(answer.error.fields));
    setTestLines(
      answer.ok ? connectionTestLines(answer.value) : [{ text: answer.error.messages.join(' '), ok: false }],
    );
  };

  return (
    <Stack maw={640}>
      <Title order={2}>Settings</Title>
      <form onSubmit={save} noValidate>
        <Stack>
          <Title order={3} size="h4">
            Job board
          </Title>
          <TextInput
            label="Job board address"
            description="For example https://jobs.example.com/api/v1.1. The API key is kept for this address only: a new address needs its key again."
            error={fieldErrors.remoteUrl}
            value={remoteUrl}
            onChange={(event) => {
              setRemoteUrl(event.currentTarget.value);
              setSaved(null);
            }}
            autoComplete="url"
          />
          <PasswordInput
            label="API key"
            description={apiKeyDescription(settings.data, remoteUrl)}
            error={fieldErrors.apiKey}
            value={apiKey}
            onChange={(event) => {
              setApiKey(event.currentTarget.value);
              setSaved(null);
            }}
            autoComplete="off"
          />
          <Text size="sm" data-testid="api-key-state">
            {settings.data === undefined
              ? ''
              : settings.data.hasApiKey
                ? 'An API key is saved.'
                : 'No API key is saved.'}
          </Text>
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
            <Button type="submit" loading={saving}>
              Save
            </Button>
            <Button variant="default" onClick={test} loading={testing}>
              Test connection
            </Button>
          </Group>
        </Stack>
      </form>
      {testLines !== null && (
        <List spacing={4} aria-label="Connection test" data-testid="connection-test">
          {testLines.map((line) => (
            <List.Item
              key={line.text}
              icon={
                line.ok === true ? (
                  <IconCircleCheck aria-hidden size={18} color="var(--mantine-color-teal-8)" />
                ) : line.ok === false ? (
                  <IconCircleX aria-hidden size={18} color="var(--mantine-color-red-8)" />
                ) : (
                  <IconInfoCircle aria-hidden size={18} />
                )
              }
            >
              {line.text}
            </List.Item>
          ))}
        </List>
      )}
      <PostingLawSettingsSection />
      <SpellingSettingsSection />
    </Stack>
  );
}
