// The renderer's first screen built for Node (src-renderer/src/render-first-screen.tsx), beside the
// renderer's build: the core renders the jobs list's first screen from it into the page
// (src-main/core/first-screen-renderer.ts). Built from the same sources, root and plugins as the renderer, so
// its markup and CSS modules' class names are the page's. Only in a build: the dev server renders nothing ahead.
import { resolve } from 'node:path';
import { build, type Plugin, type PluginOption } from 'vite';

/** Where the build puts it, beside the renderer's folder (`out/renderer`). */
export const FIRST_SCREEN_SERVER_FOLDER = 'first-screen';
/** Its file in that folder. */
export const FIRST_SCREEN_SERVER_FILE = 'render-first-screen.js';

export function firstScreenServerBuild(options: {
  root: string;
  /** The renderer's plugins that turn its sources into code (Lingui's macros and catalogs, React). */
  plugins: () => PluginOption[];
  alias: Record<string, string>;
}): Plugin {
  let outDir = '';
  return {
    name: 'jobdesk-first-screen-server',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.build.outDir, '..', FIRST_SCREEN_SERVER_FOLDER);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: options.root,
        logLevel: 'warn',
        resolve: { alias: options.alias },
        // React's production build, whatever the core's environment says: a server render in React's development
        // build is several times slower and checks what only matters while writing components.
        mode: 'production',
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        // Everything in the one bundle: the core's own packages (zod, React if it had any) stay apart from it.
        ssr: { noExternal: true },
        build: {
          ssr: resolve(options.root, 'src/render-first-screen.tsx'),
          outDir,
          emptyOutDir: true,
          minify: false,
          rollupOptions: { output: { entryFileNames: FIRST_SCREEN_SERVER_FILE } },
        },
        plugins: options.plugins(),
      });
    },
  };
}
