// The UI's message catalogs (Lingui): English is the source, written in the components with Lingui's
// macros; French is translated in its PO file. `npx lingui extract` updates both from the source; the
// build compiles only the catalog of the language in use (@lingui/vite-plugin), ahead of time.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  catalogs: [
    {
      path: '<rootDir>/src-renderer/locales/{locale}/messages',
      // The shortcuts' and the desktop menu's words too: one catalog for the page and the menu.
      include: ['<rootDir>/src-renderer/src', '<rootDir>/src-shared/keyboard'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  // Without line numbers, a catalog changes when a message does, not when the code around it moves.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
