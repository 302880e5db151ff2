// The renderer build's first-screen catalogs: for each language, a catalog holding only the messages that the
// code the page's entry imports statically can show (the first screen), loaded before the first render, while
// the whole catalog loads after it (core/activate-language.ts; every part loaded later waits for it,
// core/loadable-part.tsx). Which messages belong is read from the build itself, the ids in the entry's static
// module graph, so the split follows the code and cannot drift from it.
//
// `import('…/messages.po?first-screen')` is such a catalog. Outside a build (Vitest, the dev server) it is the
// whole catalog: there is no first screen to size.
import { dirname, resolve } from 'node:path';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import type { Plugin } from 'vite';

const QUERY = '?first-screen';
/** The chunk of a first-screen catalog is named `first-screen-messages-<hash>.js` (bench/ui-bench.ts counts it). */
export const FIRST_SCREEN_CATALOG_CHUNK = 'first-screen-messages';
/** Stands for the catalog's messages in the module until the chunk is rendered and the first screen is known. */
const PLACEHOLDER = '__JOBDESK_FIRST_SCREEN_MESSAGES__';
/** A quoted word as compiled code writes a message id (`id: "mtDZ6O"`, `<Trans id="mtDZ6O" />`, `{id:`…`}`). */
const QUOTED = /["'`]([^"'`\s\\]{1,80})["'`]/g;

type ModuleGraph = {
  /** The modules the bundle starts from (the page's entry). */
  entries: readonly string[];
  /** The modules one module imports statically (not through `import()`). */
  staticImportsOf: (id: string) => readonly string[];
};

/** Every module the entries run before anything is imported dynamically: the first screen's code. */
export function staticGraphOf({ entries, staticImportsOf }: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...staticImportsOf(id));
  }
  return seen;
}

/** The quoted words of a module's compiled code: the ids of the messages it can show are among them. */
export function quotedWordsIn(code: string): Set<string> {
  return new Set([...code.matchAll(QUOTED)].map((match) => match[1] ?? ''));
}

/** The compiled messages whose ids the first screen's code names. */
export function firstScreenMessages(
  compiled: Readonly<Record<string, unknown>>,
  usedIds: ReadonlySet<string>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(compiled).filter(([id]) => usedIds.has(id)));
}

/** Lingui's compiled messages of one catalog file (as its Vite plugin compiles them for `import '….po'`). */
async function compiledCatalog(
  config: LinguiConfigNormalized,
  poPath: string,
): Promise<Record<string, unknown>> {
  const found = getCatalogForFile(poPath.slice(config.rootDir.length + 1), await getCatalogs(config));
  if (!found) throw new Error(`${poPath} is no catalog of lingui.config.ts.`);
  const { messages } = await found.catalog.getTranslations(found.locale, {
    fallbackLocales: config.fallbackLocales,
    sourceLocale: config.sourceLocale,
    missingBehavior: 'resolved',
  });
  const { source, errors } = createCompiledCatalog(found.locale, messages, { namespace: 'json' });
  if (errors.length > 0) throw new Error(`${poPath}: ${errors.length} messages do not compile.`);
  return (JSON.parse(source) as { messages: Record<string, unknown> }).messages;
}

/** The plugin, and the test that says which modules are the first screen's code (once the build has read them). */
export type FirstScreenBuild = { plugin: Plugin; isFirstScreenCode: (id: string) => boolean };

export function firstScreenBuild(): FirstScreenBuild {
  /** The first screen's code: the entries and every module they import statically. */
  let firstScreen: { graph: ReadonlySet<string>; entries: readonly string[] } = {
    graph: new Set(),
    entries: [],
  };
  const plugin = firstScreenCatalog(
    () => firstScreen.graph,
    (read) => {
      firstScreen = read;
    },
  );
  return {
    plugin,
    // The entries stay in their own chunk (the page's script), and styles in theirs.
    isFirstScreenCode: (id) =>
      firstScreen.graph.has(id) && !firstScreen.entries.includes(id) && !/\.css($|\?)/.test(id),
  };
}

function firstScreenCatalog(
  firstScreenOf: () => ReadonlySet<string>,
  read: (firstScreen: { graph: ReadonlySet<string>; entries: readonly string[] }) => void,
): Plugin {
  let building = false;
  let config: LinguiConfigNormalized | undefined;
  /** Each first-screen catalog module's id, with its whole catalog compiled. */
  const catalogs = new Map<string, Promise<Record<string, unknown>>>();
  /** The quoted words of each of the build's own modules, compiled: message ids among them. */
  const wordsByModule = new Map<string, ReadonlySet<string>>();
  const lingui = () => {
    config ??= getConfig();
    return config;
  };
  return {
    name: 'jobdesk-first-screen-catalog',
    configResolved(resolved) {
      building = resolved.command === 'build';
    },
    resolveId(source, importer) {
      if (!source.endsWith(`.po${QUERY}`) || importer === undefined) return null;
      return resolve(dirname(importer), source);
    },
    load(id) {
      if (!id.endsWith(`.po${QUERY}`)) return null;
      const poPath = id.slice(0, -QUERY.length);
      if (!building) return `export { messages } from ${JSON.stringify(poPath)};`;
      const whole = compiledCatalog(lingui(), poPath);
      catalogs.set(id, whole);
      return {
        code: `export const messages = JSON.parse(${JSON.stringify(PLACEHOLDER)});`,
        moduleType: 'js',
      };
    },
    transform: {
      order: 'post',
      handler(code, id) {
        if (building && !id.includes('/node_modules/')) wordsByModule.set(id, quotedWordsIn(code));
        return null;
      },
    },
    outputOptions(options) {
      const named = options.chunkFileNames;
      return {
        ...options,
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.endsWith(`.po${QUERY}`))
            ? `assets/${FIRST_SCREEN_CATALOG_CHUNK}-[hash].js`
            : typeof named === 'function'
              ? named(chunk)
              : (named ?? 'assets/[name]-[hash].js'),
      };
    },
    buildEnd() {
      if (!building) return;
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const graph = staticGraphOf({
        entries,
        staticImportsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [],
      });
      read({ graph, entries });
    },
    async renderChunk(code, chunk) {
      const catalogId = chunk.moduleIds.find((id) => catalogs.has(id));
      if (catalogId === undefined) return null;
      const used = new Set([...firstScreenOf()].flatMap((id) => [...(wordsByModule.get(id) ?? [])]));
      const messages = firstScreenMessages((await catalogs.get(catalogId)) ?? {}, used);
      const placeholder = new RegExp(`(["'\`])${PLACEHOLDER}\\1`);
      if (!placeholder.test(code))
        throw new Error(`${chunk.fileName}: the first-screen catalog's placeholder is gone.`);
      return { code: code.replace(placeholder, () => JSON.stringify(JSON.stringify(messages))), map: null };
    },
  };
}
