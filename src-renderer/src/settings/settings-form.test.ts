// Settings' words, without a browser: the one sentence under a key input.
import { describe, expect, it } from 'vitest';
import { apiKeyDescription } from './settings-form.ts';

const saved = { remoteUrl: 'https://jobs.example.com/api/v1.1', hasApiKey: true };

describe('the key input of a board', () => {
  it('says that a new address forgets the saved key, and not for the saved address', () => {
    expect(apiKeyDescription(saved, 'https://other.example/api/v1.1')).toMatch(/forgets it/);
    expect(apiKeyDescription(saved, 'https://jobs.example.com/api/v1.1/')).toMatch(/A key is saved/);
    expect(apiKeyDescription({ remoteUrl: null, hasApiKey: false }, 'https://x.example')).toBe(
      'No API key is saved yet. Paste the key the job board gave you.',
    );
  });
});
