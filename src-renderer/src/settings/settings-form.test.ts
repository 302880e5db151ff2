import { describe, expect, it } from 'vitest';
import { apiKeyDescription, settingsFieldErrors, typedSettings } from './settings-form.ts';

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

  it('says that a new address forgets the saved key, and not for the saved address', () => {
    expect(apiKeyDescription(saved, 'https://other.example/api/v1.1')).toMatch(/forgets it/);
    expect(apiKeyDescription(saved, 'https://jobs.example.com/api/v1.1/')).toMatch(/A key is saved/);
    expect(apiKeyDescription({ remoteUrl: null, hasApiKey: false }, 'https://x.example')).toBe(
      'No key is saved yet.',
    );
  });
});
