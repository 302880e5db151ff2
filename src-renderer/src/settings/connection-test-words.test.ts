import { describe, expect, it } from 'vitest';
import type { ConnectionTest } from '../../../src-shared/schemas/app.ts';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import { connectionTestLines } from './connection-test-words.ts';

const texts = (lines: { text: string }[]) => lines.map((line) => line.text);

const refusedKey: ConnectionTest = {
  ok: false,
  messages: ['A valid API key is required. Send it in the API-Key header.'],
  reached: true,
  keyAccepted: false,
};

describe('connectionTestLines', () => {
  it('says the board answered, took the key, and whose it is', () => {
    expect(
      texts(
        connectionTestLines(
          {
            ok: true,
            messages: ['Connected to the job board.'],
            reached: true,
            keyAccepted: true,
            employer: 'Acme',
          },
          'BC Jobs',
        ),
      ),
    ).toEqual(['The job board answered.', 'It accepted the API key.', 'The key belongs to Acme.']);
  });

  it('says what to do about a refused key, and keeps the board’s own words as quoted details', () => {
    const lines = connectionTestLines(refusedKey, 'BC Jobs');
    expect(lines.filter((line) => !line.quoted).map((line) => line.text)).toEqual([
      'The job board answered.',
      'BC Jobs did not accept this API key. Copy it again from your BC Jobs account.',
    ]);
    expect(lines[1]?.ok).toBe(false);
    expect(lines.filter((line) => line.quoted)).toEqual([
      { text: 'A valid API key is required. Send it in the API-Key header.', ok: null, quoted: true },
    ]);
  });

  it('says a refused key in French, the board’s words left as it wrote them', async () => {
    await useFrenchUi();
    const lines = connectionTestLines(refusedKey, 'BC Jobs');
    expect(texts(lines)).toEqual([
      'Le site d’emploi a répondu.',
      'BC Jobs n’a pas accepté cette clé d’API. Copiez-la de nouveau depuis votre compte BC Jobs.',
      'A valid API key is required. Send it in the API-Key header.',
    ]);
  });

  it('says when the board did not answer at all', () => {
    expect(
      texts(
        connectionTestLines(
          { ok: false, messages: ['Connection refused.'], reached: false, keyAccepted: null },
          'BC Jobs',
        ),
      ),
    ).toEqual(['No job board answered at this address.', 'Connection refused.']);
  });

  it('says which address and which key it tested, and never that a board answered where none is', () => {
    const lines = texts(
      connectionTestLines(
        {
          ok: false,
          messages: ['There is no job board at this address: check it ends with /api/v1.1.'],
          reached: false,
          keyAccepted: null,
          reason: 'not-a-board',
          address: 'http://127.0.0.1:8787',
          keySource: 'typed',
        },
        'BC Jobs',
      ),
    );
    expect(lines).toEqual([
      'Tested http://127.0.0.1:8787 with the API key typed here.',
      'No job board answered at this address.',
      'There is no job board at this address: check that it ends with /api/v1.1 (for example https://jobs.example.com/api/v1.1).',
    ]);
    expect(lines).not.toContain('The job board answered.');
  });

  it('says why no board answered in French from the core’s reason, never in the core’s English', async () => {
    await useFrenchUi();
    const tested = { ok: false, reached: false, keyAccepted: null } as const;
    const redirected = connectionTestLines(
      { ...tested, messages: ['The address sends JobDesk elsewhere (HTTP 307).'], reason: 'redirected' },
      'BC Jobs',
    );
    expect(texts(redirected)).toEqual([
      'Aucun site d’emploi n’a répondu à cette adresse.',
      'Cette adresse renvoie JobDesk vers une autre, que JobDesk ne suit pas afin que la clé d’API n’aille qu’à l’adresse que vous avez indiquée : entrez l’adresse propre au site d’emploi.',
    ]);
    const unreachable = connectionTestLines(
      {
        ...tested,
        messages: ['Could not reach the job board at https://jobs.example.com.'],
        reason: 'offline',
      },
      'BC Jobs',
    );
    expect(texts(unreachable)).toEqual(['Aucun site d’emploi n’a répondu à cette adresse.']);
  });

  it('says what to enter first in the screen’s language, not the core’s English', async () => {
    const noKey: ConnectionTest = {
      ok: false,
      messages: ['Enter the API key for this address: the saved key is kept for the saved address only.'],
      missing: 'key-for-address',
      address: 'https://jobs.example.ca/api/v1.1',
      keySource: 'none',
    };
    expect(texts(connectionTestLines(noKey, 'BC Jobs'))).toEqual([
      'Enter the API key for this address: the saved key is kept for the saved address only.',
    ]);
    await useFrenchUi();
    const french = texts(
      connectionTestLines(
        { ok: false, messages: ['Enter the job board address first.'], missing: 'address', address: null },
        'BC Jobs',
      ),
    );
    expect(french).toHaveLength(1);
    expect(french[0]).not.toMatch(/Enter/);
    expect(french[0]).toMatch(/adresse/);
  });
});
