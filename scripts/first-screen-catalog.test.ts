import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { build, type UserConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../electron.vite.config.ts';
import { firstScreenMessages, quotedWordsIn, staticGraphOf } from './first-screen-catalog.ts';

describe('the first screen’s code', () => {
  it('is every chunk the entry imports statically, not what it imports with import()', () => {
    const imports: Record<string, string[]> = {
      main: ['app', 'words'],
      app: ['frame', 'words'],
      frame: [],
      words: [],
      editor: ['editor-words'],
    };
    const graph = staticGraphOf({ entries: ['main'], staticImportsOf: (id) => imports[id] ?? [] });
    expect([...graph].sort()).toEqual(['app', 'frame', 'main', 'words']);
  });

  it('names its messages as quoted words, in any quote the compiler writes', () => {
    const words = quotedWordsIn(
      't({id:`mtDZ6O`});jsx(Trans,{id:"-Uepfb"});i18n._(\'0FrElp\');[` (`,e({id:`sjVfrA`})]',
    );
    for (const id of ['mtDZ6O', '-Uepfb', '0FrElp', 'sjVfrA']) expect(words).toContain(id);
  });

  it('gets the compiled messages whose ids its code names, and no other', () => {
    const compiled = { mtDZ6O: ['New job'], sjVfrA: ['Settings'], '-Uepfb': ['Control'] };
    expect(firstScreenMessages(compiled, new Set(['mtDZ6O', '-Uepfb', 'dialog']))).toEqual({
      mtDZ6O: ['New job'],
      '-Uepfb': ['Control'],
    });
  });
});

/** The renderer built as `electron-vite build` builds it, into a folder of the test's own. */
async function buildRenderer(outDir: string): Promise<Rolldown.OutputChunk[]> {
  const renderer = config.renderer as UserConfig;
  const output = await build({
    ...renderer,
    configFile: false,
    root: resolve(import.meta.dirname, '../src-renderer'),
    base: './',
    logLevel: 'silent',
    build: { ...renderer.build, outDir, emptyOutDir: true },
  });
  const outputs = Array.isArray(output) ? output : [output];
  return outputs.flatMap((result) =>
    'output' in result ? result.output.filter((file) => file.type === 'chunk') : [],
  );
}

/** A compiled catalog chunk's messages, by running it: its only export is `messages`. */
function catalogOf(chunk: Rolldown.OutputChunk | undefined): Record<string, unknown> {
  const exported = /export\s*\{\s*([\w$]+)\s+as\s+messages\s*\};?\s*$/;
  if (chunk === undefined || !exported.test(chunk.code)) throw new Error('No compiled catalog chunk.');
  return new Function(chunk.code.replace(exported, 'return $1;'))() as Record<string, unknown>;
}

describe('the built first-screen catalogs', () => {
  let outDir = '';
  let chunks: Rolldown.OutputChunk[] = [];

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'jobdesk-first-screen-'));
    chunks = await buildRenderer(outDir);
  }, 240_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('hold every message the first screen’s chunks name, in English and in French, and no more than those', () => {
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    // What the page runs before any import(): the entry's chunk and the chunks it imports, read from the output.
    const firstScreen = staticGraphOf({
      entries: chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
      staticImportsOf: (file) => byName.get(file)?.imports ?? [],
    });
    const firstCatalogs = chunks.filter((chunk) => /first-screen-messages-[^/]+\.js$/.test(chunk.fileName));
    const wholeCatalogs = chunks.filter((chunk) => /(^|\/)messages-[^/]+\.js$/.test(chunk.fileName));
    expect(firstCatalogs).toHaveLength(2);
    expect(wholeCatalogs).toHaveLength(2);
    // Neither catalog is the first screen's code: each loads when its language is asked for.
    for (const catalog of [...firstCatalogs, ...wholeCatalogs])
      expect(firstScreen.has(catalog.fileName)).toBe(false);

    const whole = wholeCatalogs.map(catalogOf);
    const allIds = new Set(Object.keys(whole[0] ?? {}));
    const named = new Set(
      [...firstScreen].flatMap((file) =>
        [...quotedWordsIn(byName.get(file)?.code ?? '')].filter((word) => allIds.has(word)),
      ),
    );
    expect(named.size).toBeGreaterThan(50);
    const languages = firstCatalogs.map((chunk) => {
      const first = catalogOf(chunk);
      // Its language is the whole catalog whose translations it repeats.
      const wholeOfIt = whole.find((messages) =>
        Object.entries(first).every(
          ([id, message]) => JSON.stringify(messages[id]) === JSON.stringify(message),
        ),
      );
      expect(wholeOfIt).toBeDefined();
      expect(new Set(Object.keys(first))).toEqual(named);
      expect(Object.keys(first).length).toBeLessThan(allIds.size / 2);
      return wholeOfIt === whole[0] ? 0 : 1;
    });
    expect(new Set(languages).size).toBe(2);
  });

  it('leave out the messages only lazily loaded screens show', () => {
    const settings = chunks.find((chunk) => /(^|\/)SettingsScreen-[^/]+\.js$/.test(chunk.fileName));
    const first = catalogOf(chunks.find((chunk) => /first-screen-messages-[^/]+\.js$/.test(chunk.fileName)));
    const allIds = new Set(
      Object.keys(catalogOf(chunks.find((chunk) => /(^|\/)messages-[^/]+\.js$/.test(chunk.fileName)))),
    );
    const settingsIds = [...quotedWordsIn(settings?.code ?? '')].filter((word) => allIds.has(word));
    expect(settingsIds.length).toBeGreaterThan(5);
    expect(settingsIds.filter((id) => !(id in first)).length).toBeGreaterThan(0);
  });
});
