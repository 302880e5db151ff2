// The renderer build's first-screen catalogs: for each language, a catalog holding only the messages that the
// code the page's entry imports statically can show (the first screen), loaded before the first render, while
// the whole catalog loads after it (core/activate-language.ts; every part loaded later waits for it,
// core/load-part.ts). Which messages belong is read from the build itself, the ids named in the chunks
// the entry's chunk imports statically (as rendered, unused code left out), so the split follows the code and
// cannot drift from it.
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
/**
 * A quoted word as compiled code writes a message id (`id: "mtDZ6O"`, `<Trans id="mtDZ6O" />`, `{id:`…`}`).
 * The closing quote is looked at, not taken: after a string that is no word (`` `(` ``), the next quote
 * opens a word again, and every word between two quotes is found (some that are no strings too: harmless).
 */
const QUOTED = /["'`]([^"'`\s\\]{1,80})(?=["'`])/g;

type ChunkGraph = {
  /** The chunks the page starts from (its entry's). */
  entries: readonly string[];
  /** The chunks one chunk imports statically (not through `import()`). */
  staticImportsOf: (id: string) => readonly string[];
};

/** Every chunk the entries run before anything is imported dynamically: the first screen's code. */
export function staticGraphOf({ entries, staticImportsOf }: ChunkGraph): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...staticImportsOf(id));
  }
  return seen;
}

/** The quoted words of compiled code: the ids of the messages it can show are among them. */
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

export function firstScreenCatalog(): Plugin {
  let building = false;
  let config: LinguiConfigNormalized | undefined;
  /** Each first-screen catalog module's id, with its whole catalog compiled. */
  const catalogs = new Map<string, Promise<Record<string, unknown>>>();
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
    async renderChunk(code, chunk, _options, { chunks }) {
      const catalogId = chunk.moduleIds.find((id) => catalogs.has(id));
      if (catalogId === undefined) return null;
      // The first screen's chunks: the entry's and those it imports, as rendered (unused code left out).
      const byName = new Map(Object.values(chunks).map((rendered) => [rendered.fileName, rendered]));
      const firstScreen = staticGraphOf({
        entries: [...byName.values()]
          .filter((rendered) => rendered.isEntry)
          .map((rendered) => rendered.fileName),
        staticImportsOf: (fileName) => byName.get(fileName)?.imports ?? [],
      });
      const used = new Set(
        [...firstScreen].flatMap((fileName) =>
          Object.values(byName.get(fileName)?.modules ?? {}).flatMap((module) => [
            ...quotedWordsIn(module.code ?? ''),
          ]),
        ),
      );
      const messages = firstScreenMessages((await catalogs.get(catalogId)) ?? {}, used);
      // The list, the frame and the sync indicator all say something: none found means the ids were not read.
      if (Object.keys(messages).length === 0)
        throw new Error(`${chunk.fileName}: no message of the catalog found in the first screen's code.`);
      const placeholder = new RegExp(`(["'\`])${PLACEHOLDER}\\1`);
      if (!placeholder.test(code))
        throw new Error(`${chunk.fileName}: the first-screen catalog's placeholder is gone.`);
      return { code: code.replace(placeholder, () => JSON.stringify(JSON.stringify(messages))), map: null };
    },
  };
}
