// A description's HTML read as the text a candidate sees: entities decoded, tags gone, blocks and line
// breaks as line breaks. Read with htmlparser2's parser, never with regular expressions over the markup.
import { Parser } from 'htmlparser2';

/** Tags after which the reader sees a new line (the allowed block tags and `br`). */
const LINE_BREAKING_TAGS: ReadonlySet<string> = new Set(['p', 'div', 'li', 'ul', 'ol', 'br']);

/**
 * The visible text of `html`: one line per paragraph, list item or `br`, runs of spaces made one, blank
 * lines dropped. Never throws: malformed markup reads the way a browser's parser would read it.
 */
export function descriptionText(html: string): string {
  const lines: string[] = [];
  let current = '';
  const endLine = () => {
    const line = current.replace(/\s+/g, ' ').trim();
    if (line !== '') lines.push(line);
    current = '';
  };
  const parser = new Parser(
    {
      ontext(text) {
        current += text;
      },
      onopentag(name) {
        if (LINE_BREAKING_TAGS.has(name)) endLine();
      },
      onclosetag(name) {
        if (LINE_BREAKING_TAGS.has(name)) endLine();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  endLine();
  return lines.join('\n');
}
