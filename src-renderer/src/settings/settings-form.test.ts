// The Settings form's pure rules, without a browser: what it sends, where the core's answers go, what it says.
import { describe, expect, it } from 'vitest';
import { JobBoardError } from '../../../src-shared/client/job-board-error.ts';
import {
  apiKeyDescription,
  hasUnsavedSettings,
  savedMessage,
  saveFailure,
  settingsFieldErrors,
  typedSettings,
} from './settings-form.ts';

const saved = { remoteUrl: 'https://jobs.example.com/api/v1.1', hasApiKey: true };

describe('the Settings form', () => {
  it('sends the typed address, and a key only when one is typed', () => {
    expect(typedSettings(' https://b.example/api/v1.1 ', '  ')).toEqual({
      remoteUrl: 'https://b.example/api/v1.1',
    });
    expect(typedSettings('https://b.example', ' k1 ')).toEqual({
      remoteUrl: 'https://b.example',
      apiKey: 'k1',
    });
  });

  it('puts each message of the core under its field', () => {
    expect(
      settingsFieldErrors([
        { path: 'remoteUrl', message: 'No user:pass@.' },
        { path: 'apiKey', message: 'No control characters.' },
        { path: '', message: 'Malformed.' },
      ]),
    ).toEqual({ remoteUrl: 'No user:pass@.', apiKey: 'No control characters.' });
  });

  it('has unsaved changes when the address differs from the saved one or a key is typed', () => {
    expect(hasUnsavedSettings({ remoteUrl: 'https://jobs.example.com/api/v1.1/ ', apiKey: '' }, saved)).toBe(
      false,
    );
    expect(hasUnsavedSettings({ remoteUrl: 'https://other.example/api/v1.1', apiKey: '' }, saved)).toBe(true);
    expect(hasUnsavedSettings({ remoteUrl: saved.remoteUrl, apiKey: 'new-key' }, saved)).toBe(true);
    expect(hasUnsavedSettings({ remoteUrl: '', apiKey: '' }, { remoteUrl: null, hasApiKey: false })).toBe(
      false,
    );
    // Before the saved settings are read, nothing can be told apart from them.
    expect(hasUnsavedSettings({ remoteUrl: 'https://x.example', apiKey: '' }, undefined)).toBe(false);
  });

  it('says that a new address forgets the saved key, and not for the saved address', () => {
    expect(apiKeyDescription(saved, 'https://other.example/api/v1.1')).toMatch(/forgets it/);
    expect(apiKeyDescription(saved, 'https://jobs.example.com/api/v1.1/')).toMatch(/A key is saved/);
    expect(apiKeyDescription({ remoteUrl: null, hasApiKey: false }, 'https://x.example')).toBe(
      'No API key is saved yet. Paste the key the job board gave you.',
    );
  });

  it('puts a refused save under its fields, and one that names no field as the problem', () => {
    const refusal = (fields: Array<{ path: string; message: string }>, messages: string[]) =>
      new JobBoardError({
        kind: 'http',
        status: 400,
        type: 'ValidationException',
        messages,
        fields,
        retryable: false,
        retryAfterMs: null,
        reason: 'validation',
      });
    expect(saveFailure(refusal([{ path: 'remoteUrl', message: 'Use https.' }], ['Use https.']))).toEqual({
      fields: { remoteUrl: 'Use https.' },
      problem: null,
    });
    expect(saveFailure(refusal([], ['The settings file is locked.']))).toEqual({
      fields: {},
      problem: 'The settings file is locked.',
    });
    expect(saveFailure(new TypeError('x')).problem).toMatch(/Reload the page/);
  });

  it('says a saved key is being tried, and only Saved without one', () => {
    expect(savedMessage(true)).toMatch(/tries the new key now/);
    expect(savedMessage(false)).toBe('Saved.');
  });
});
