// The renderer's build of the first paint (src-renderer/src/first-paint/): the first-paint script bundled on its
// own into one small classic script, a hashed asset (`assets/first-paint-<hash>.js`, read from the cache at an
// everyday launch) run before the head's links, so that neither the stylesheet nor the body holds it back; its painter
// (paint-snapshot.ts) into a hashed asset it loads only when a snapshot was kept; and the page's entry module and
// its modulepreloads named in the first-paint script's `data-jobdesk-entry` and `data-jobdesk-preloads` instead
// of the page, so that the script loads the app's code once the snapshot or the core's first screen is shown (the
// two would share the CPU and the network), or at once when neither will be, and starts it (after the painted
// frame, when there is one).
// Only in the build: under the dev server the page starts the app itself and nothing is painted first.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * index.html as built, the first paint's script (`firstPaintFile`) before the first <link> of its head, naming
 * its painter (`painterFile`; both loaded from the same folder as the page), the entry module, and the modules to
 * preload with it (the entry first, then those the build preloaded): the entry script and the build's
 * modulepreloads leave the page, and the first-paint script loads them when the launch needs them.
 */
export function withFirstPaint(html: string, firstPaintFile: string, painterFile: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (entry === null)
    throw new Error('The built index.html has no entry module script for the first paint to start.');
  const preloads = [entry[1], ...[...html.matchAll(MODULE_PRELOAD)].map((link) => link[1])];
  const page = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  // Before the first <link> of the head (the stylesheet), or where the head ends: a classic script there runs
  // as soon as it is read, not after the stylesheet.
  const links = page.indexOf('<link');
  const at = links === -1 ? page.indexOf('</head>') : links;
  const firstPaint = `<script src="./${firstPaintFile}" data-jobdesk-painter="./${painterFile}" data-jobdesk-entry="${entry[1]}" data-jobdesk-preloads="${preloads.join(' ')}"></script>\n    `;
  return page.slice(0, at) + firstPaint + page.slice(at);
}

/** A file of the build's assets named by its content, like the app's own: the UI's files serve assets/ as immutable. */
const hashedAsset = (name: string, code: string) =>
  `assets/${name}-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;

async function bundle(input: string): Promise<string> {
  const bundled = await build({ input, write: false, output: { format: 'iife', minify: true } });
  const [chunk] = bundled.output;
  return chunk.code;
}

export function firstPaintScript(folder = resolve('src-renderer/src/first-paint')): Plugin {
  let scripts:
    | Promise<{ firstPaint: string; firstPaintFile: string; painter: string; painterFile: string }>
    | undefined;
  const bundleBoth = () => {
    scripts ??= Promise.all([bundle(`${folder}/first-paint.ts`), bundle(`${folder}/paint-snapshot.ts`)]).then(
      ([firstPaint, painter]) => ({
        firstPaint,
        firstPaintFile: hashedAsset('first-paint', firstPaint),
        painter,
        painterFile: hashedAsset('first-paint-painter', painter),
      }),
    );
    return scripts;
  };
  return {
    name: 'jobdesk-first-paint',
    apply: 'build',
    async generateBundle() {
      const { firstPaint, firstPaintFile, painter, painterFile } = await bundleBoth();
      this.emitFile({ type: 'asset', fileName: firstPaintFile, source: firstPaint });
      this.emitFile({ type: 'asset', fileName: painterFile, source: painter });
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => {
        const { firstPaintFile, painterFile } = await bundleBoth();
        return withFirstPaint(html, firstPaintFile, painterFile);
      },
    },
  };
}
