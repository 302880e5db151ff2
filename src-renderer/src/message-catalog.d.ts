// A Lingui catalog, compiled by @lingui/vite-plugin when imported (src-renderer/locales): in the build and in
// the tests, so both tsconfigs include this file.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// Its first-screen part (scripts/first-screen-catalog.ts): the messages the page's entry can show.
declare module '*.po?first-screen' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// dayjs's French (Canada) locale, loaded with the French catalog for its side effect only
// (core/activate-language.ts): no types are needed of it, in either tsconfig.
declare module 'dayjs/locale/fr-ca';
