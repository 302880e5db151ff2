// The renderer's build of the first paint (src-renderer/src/first-paint/first-paint.ts): bundled on its own
// into one small classic script, `first-paint.js`, asked for first and run once the body is parsed (defer); and the page's entry
// module turned into a modulepreload marked `data-jobdesk-entry`, so the app's code downloads and compiles
// while the first paint runs, and is started by it (after the painted frame, when there is one).
// Only in the build: under the dev server the page starts the app itself and nothing is painted first.
import { resolve } from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

export const FIRST_PAINT_FILE = 'first-paint.js';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** index.html as built, with the entry script turned into a marked modulepreload and the first paint's script. */
export function withFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (entry === null)
    throw new Error('The built index.html has no entry module script for the first paint to start.');
  // First in the head, so that it is asked for before the app's chunks; deferred, so that it runs once the
  // body (the root) is parsed.
  return html.replace(
    entry[0],
    `<script src="./${FIRST_PAINT_FILE}" defer></script>\n    <link rel="modulepreload" crossorigin href="${entry[1]}" data-jobdesk-entry>`,
  );
}

export function firstPaintScript(entry = resolve('src-renderer/src/first-paint/first-paint.ts')): Plugin {
  return {
    name: 'jobdesk-first-paint',
    apply: 'build',
    async generateBundle() {
      const bundled = await build({
        input: entry,
        write: false,
        output: { format: 'iife', minify: true },
      });
      const [chunk] = bundled.output;
      this.emitFile({ type: 'asset', fileName: FIRST_PAINT_FILE, source: chunk.code });
    },
    transformIndexHtml: { order: 'post', handler: withFirstPaint },
  };
}
