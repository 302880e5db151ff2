// A job description's HTML as a person reads it rendered: plain text with paragraphs, line breaks, bullets and
// numbers, read with htmlparser2 (entities decoded, whitespace collapsed as a browser does).
import { Parser } from 'htmlparser2';

/** Tags that start and end a block of their own (a blank line around it, or a line break inside a list). */
const BLOCK_TAGS: ReadonlySet<string> = new Set(['p', 'div']);
const LIST_TAGS: ReadonlySet<string> = new Set(['ul', 'ol']);

type OpenList = { ordered: boolean; next: number };
type OpenLink = { href: string | null; textStart: number };

/**
 * The text of `html` as it reads on the page: paragraphs and lists separated by a blank line, each list
 * item on its own line with "• " (or "1. ", "2. " in an ordered list, indented two spaces per nesting
 * level), `br` as a line break, runs of whitespace as one space. A link reads as its text followed by its
 * address in brackets when the two differ, so two versions that differ only in where a link goes do not
 * read the same. Never throws: malformed markup reads as a browser would show its text.
 */
export function descriptionText(html: string): string {
  let out = '';
  /** Line breaks owed before the next text: 0, 1 (new line) or 2 (blank line). */
  let owedBreaks = 0;
  /** A list item's bullet or number, written with the item's first text. */
  let owedPrefix: string | null = null;
  const lists: OpenList[] = [];
  const links: OpenLink[] = [];

  const owe = (breaks: number) => {
    owedBreaks = Math.max(owedBreaks, breaks);
  };
  const atLineStart = () => out === '' || owedBreaks > 0 || owedPrefix !== null || out.endsWith('\n');

  const write = (raw: string) => {
    let text = raw.replace(/\s+/g, ' ');
    if (atLineStart()) text = text.trimStart();
    if (text === '') return;
    if (owedBreaks > 0 && out !== '') out = `${out.trimEnd()}${'\n'.repeat(owedBreaks)}`;
    owedBreaks = 0;
    if (owedPrefix !== null) {
      out += owedPrefix;
      owedPrefix = null;
    }
    if (out.endsWith(' ') && text.startsWith(' ')) text = text.slice(1);
    out += text;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (BLOCK_TAGS.has(name)) owe(lists.length > 0 ? 1 : 2);
        else if (LIST_TAGS.has(name)) {
          owe(lists.length > 0 ? 1 : 2);
          lists.push({ ordered: name === 'ol', next: 1 });
        } else if (name === 'li') {
          owe(1);
          const list = lists.at(-1);
          const indent = '  '.repeat(Math.max(0, lists.length - 1));
          owedPrefix = list?.ordered ? `${indent}${list.next++}. ` : `${indent}• `;
        } else if (name === 'br') {
          owedBreaks = Math.min(2, owedBreaks + 1);
        } else if (name === 'a') {
          links.push({ href: attributes.href?.trim() || null, textStart: out.length });
        }
      },
      ontext(text) {
        write(text);
      },
      onclosetag(name) {
        if (BLOCK_TAGS.has(name)) owe(lists.length > 0 ? 1 : 2);
        else if (LIST_TAGS.has(name)) {
          lists.pop();
          owe(lists.length > 0 ? 1 : 2);
        } else if (name === 'li') owe(1);
        else if (name === 'a') {
          const link = links.pop();
          if (link === undefined || link.href === null) return;
          const linkText = out.slice(link.textStart).trim();
          const address = link.href.replace(/^mailto:/i, '');
          if (linkText !== address) write(linkText === '' ? address : ` (${address})`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return out.trim();
}
