// The language a request asks for (Accept-Language, most wanted first), among those JobDesk speaks:
// English when it asks for none of them or says nothing.
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { type AppLanguage, DEFAULT_LANGUAGE, preferredLanguage } from '../../src-shared/i18n/app-language.ts';

export function requestLanguage(c: Context): AppLanguage {
  return accepts(c, {
    header: 'Accept-Language',
    supports: ['en', 'fr'],
    default: DEFAULT_LANGUAGE,
    match: (wanted) =>
      preferredLanguage(
        wanted
          .filter((accept) => accept.q > 0)
          .sort((a, b) => b.q - a.q)
          .map((accept) => accept.type),
      ),
  }) as AppLanguage;
}
