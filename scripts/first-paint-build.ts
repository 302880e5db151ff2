// The renderer's build of the first paint (src-renderer/src/first-paint/): the first-paint script bundled on its
// own into one small classic script, `first-paint.js`, asked for first and run once the body is parsed (defer),
// and its painter (paint-snapshot.ts) into a hashed asset it loads only when a snapshot was kept; and the page's
// entry module turned into a modulepreload marked `data-jobdesk-entry`, so the app's code downloads and
// compiles while the first paint runs, and is started by it (after the painted frame, when there is one).
// Only in the build: under the dev server the page starts the app itself and nothing is painted first.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

export const FIRST_PAINT_FILE = 'first-paint.js';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * index.html as built, with the entry script turned into a marked modulepreload and the first paint's script
 * (naming its painter, `painterFile`, loaded from the same folder as the page).
 */
export function withFirstPaint(html: string, painterFile: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (entry === null)
    throw new Error('The built index.html has no entry module script for the first paint to start.');
  // First in the head, so that it is asked for before the app's chunks; deferred, so that it runs once the
  // body (the root) is parsed.
  return html.replace(
    entry[0],
    `<script src="./${FIRST_PAINT_FILE}" data-jobdesk-painter="./${painterFile}" defer></script>\n    <link rel="modulepreload" crossorigin href="${entry[1]}" data-jobdesk-entry>`,
  );
}

async function bundle(input: string): Promise<string> {
  const bundled = await build({ input, write: false, output: { format: 'iife', minify: true } });
  const [chunk] = bundled.output;
  return chunk.code;
}

export function firstPaintScript(folder = resolve('src-renderer/src/first-paint')): Plugin {
  let scripts: Promise<{ firstPaint: string; painter: string; painterFile: string }> | undefined;
  const bundleBoth = () => {
    scripts ??= Promise.all([bundle(`${folder}/first-paint.ts`), bundle(`${folder}/paint-snapshot.ts`)]).then(
      ([firstPaint, painter]) => ({
        firstPaint,
        painter,
        // Named by its content, like the app's own assets: the UI's files serve assets/ as immutable.
        painterFile: `assets/first-paint-painter-${createHash('sha256').update(painter).digest('hex').slice(0, 10)}.js`,
      }),
    );
    return scripts;
  };
  return {
    name: 'jobdesk-first-paint',
    apply: 'build',
    async generateBundle() {
      const { firstPaint, painter, painterFile } = await bundleBoth();
      this.emitFile({ type: 'asset', fileName: FIRST_PAINT_FILE, source: firstPaint });
      this.emitFile({ type: 'asset', fileName: painterFile, source: painter });
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => withFirstPaint(html, (await bundleBoth()).painterFile),
    },
  };
}
