import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { useFrenchUi } from '../helpers/english-ui.ts';

describe('the words of a test', () => {
  it('are English unless a test asks for French', () => {
    expect(i18n.locale).toBe('en');
    expect(t`Settings`).toBe('Settings');
  });

  it('are the French catalog once a test asks for it', async () => {
    await useFrenchUi();
    expect(t`Settings`).toBe('Paramètres');
  });
});
