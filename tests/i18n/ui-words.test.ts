// Every word a component shows comes from the message catalogs (Lingui, src-renderer/locales), and every
// message there has its French: `lingui check` proves the catalogs complete and in step with the code.
// No component renders a literal word (the words of plain .ts modules are checked where they show: the
// end-to-end test of every screen in French finds any English left on a screen), nor an error's own message.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { literalWordsOf } from './ui-words.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
const components = resolve(projectRoot, 'src-renderer/src');

const componentFiles = readdirSync(components, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .sort();

describe('the words the UI shows', () => {
  it('come from the catalogs in every component', () => {
    const literal = componentFiles
      .flatMap((file) => literalWordsOf(join(components, file)))
      .map(({ file, words }) => `${relative(components, file)}: "${words}"`);
    expect(literal).toEqual([]);
  });

  it('are found as literal text, in a shown attribute, and in a conditional, never inside <Trans>', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const folder = mkdtempSync(join(tmpdir(), 'jobdesk-words-'));
    try {
      const file = join(folder, 'Planted.tsx');
      writeFileSync(
        file,
        [
          'export const A = () => <p title="Read me">Hello there<Trans>Fine words</Trans></p>;',
          "export const B = ({ x }: { x: boolean }) => <Button aria-label={x ? 'Open' : 'Shut'} className=\"wide words\" />;",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted component's source, a template literal.
          '<Text>{`Closes ${day}`}</Text>;',
          '<Title>JobDesk</Title>;',
        ].join('\n'),
      );
      expect(literalWordsOf(file).map(({ words }) => words)).toEqual([
        'Read me',
        'Hello there',
        'Open',
        'Closes …',
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("never include an error's own message: a failed call is worded by coreErrorMessage, in the UI's language", () => {
    // A client error's message is English and speaks of "the job board" even when the local core failed.
    const rawMessages = componentFiles.filter((file) =>
      /\berror\??\.message\b/.test(readFileSync(join(components, file), 'utf8')),
    );
    expect(rawMessages).toEqual([]);
  });

  it('have a French translation for every message, and the catalogs hold every message the code has', () => {
    const lingui = resolve(projectRoot, 'node_modules/.bin/lingui');
    // Both checks exit non-zero and name what is wrong otherwise.
    expect(() =>
      execFileSync(lingui, ['check', 'missing'], { cwd: projectRoot, stdio: 'pipe' }),
    ).not.toThrow();
    expect(() => execFileSync(lingui, ['check', 'sync'], { cwd: projectRoot, stdio: 'pipe' })).not.toThrow();
  }, 120_000);
});
