// One build for the three Electron targets: main process, preload and renderer.
import { resolve } from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { firstPaintScript } from './scripts/first-paint-build.ts';
import { firstScreenCatalog } from './scripts/first-screen-catalog.ts';
import { firstScreenServerBuild } from './scripts/first-screen-server-build.ts';

// The Hunspell dictionaries ship inside the UI as files (the packages export only a Node loader).
const rendererAlias = {
  'jobdesk-dictionaries/en-CA': resolve('node_modules/dictionary-en-ca'),
  'jobdesk-dictionaries/fr': resolve('node_modules/dictionary-fr'),
};
// Lingui's macros turned into catalog lookups, and the active language's catalogs compiled ahead: the first
// screen's (its messages only) and the whole one.
const rendererCodePlugins = () => [lingui({ macroTransform: true }), react(), firstScreenCatalog()];

export default defineConfig({
  main: {
    // The menu's words come from the UI's catalogs (src-main/electron/menu-translator.ts), compiled on import.
    plugins: [lingui()],
    build: {
      rollupOptions: {
        input: {
          index: resolve('src-main/electron/main.ts'),
          // A worker thread's script, loaded beside the main bundle (src-main/store/wal-checkpoints.ts).
          'wal-checkpoint-worker': resolve('src-main/store/wal-checkpoint-worker.ts'),
          // The same for the database's checks (src-main/store/database-check.ts).
          'database-check-worker': resolve('src-main/store/database-check-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      // A sandboxed preload cannot be an ES module.
      rollupOptions: {
        input: { index: resolve('src-main/electron/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src-renderer',
    build: {
      // electron-vite leaves the renderer unminified; minified, the list's first screen loads a third of the bytes.
      minify: true,
      // The first screen's entry chunk is ~700 kB minified; `npm run bench -- ui` measures what the first screen
      // loads gzipped (what a user downloads) against its target.
      chunkSizeWarningLimit: 800,
      rollupOptions: {
        input: { index: resolve('src-renderer/index.html') },
        preserveEntrySignatures: false,
        output: {
          // zod and the module that turns its eval probe off in one chunk, the probe's switch last: every chunk
          // that builds schemas when it loads imports this one, so zod is jitless before the first schema (in
          // the entry's chunk, the switch ran after the schemas' chunk and the probe broke the page's CSP). Its
          // priority keeps it out of the first screen's group below.
          codeSplitting: {
            groups: [
              {
                name: 'zod',
                test: /[\\/]node_modules[\\/]zod[\\/]|zod-without-eval\.ts$/,
                priority: 2,
              },
              // The rest of the first screen's code (what the entry imports statically: rolldown's `$initial`) in
              // the entry's chunk: split by what the lazily loaded parts share of it, it was ~20 files, each
              // paying its own gzip and its imports (~7 kB gzipped more).
              { name: 'first-screen', tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
    resolve: { alias: rendererAlias },
    // The spelling worker is a module worker, bundled on its own (src-renderer/src/spelling).
    worker: { format: 'es' },
    // The first paint: a small script that paints the list the app drew last, before the app's code runs; and
    // the first screen built for the core to render into the page (out/first-screen).
    plugins: [
      ...rendererCodePlugins(),
      firstPaintScript(),
      firstScreenServerBuild({
        root: resolve('src-renderer'),
        plugins: rendererCodePlugins,
        alias: rendererAlias,
      }),
    ],
  },
});
