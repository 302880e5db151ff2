// Finds the words a component renders outside the message catalogs: JSX text, and the string values of the
// attributes a person reads or hears (label, title, aria-label…), written as literals. Words inside
// Lingui's <Trans>, <Plural> and <Select> are the catalogs'. Parsed with Vite's own parser (rolldown's oxc).
import { readFileSync } from 'node:fs';
import { parseAst } from 'rolldown/parseAst';

/** Attributes whose value is shown or spoken: Mantine's props and the ARIA ones. */
export const SHOWN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'label',
  'placeholder',
  'description',
  'alt',
  'error',
  'closeButtonLabel',
  'nothingFoundMessage',
]);

const MACRO_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const WORDS = /\p{L}{2,}/u;
/** Written alike in every language: the product's name, a key's. */
const NOT_TRANSLATED = new Set(['JobDesk', 'Ctrl']);

export type LiteralWords = { file: string; words: string };

type Node = { type?: string; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function literalWords(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'Literal' && typeof node.value === 'string')
    return WORDS.test(node.value) && !NOT_TRANSLATED.has(node.value.trim()) ? node.value : null;
  if (node.type === 'ConditionalExpression')
    return literalWords(node.consequent) ?? literalWords(node.alternate);
  if (node.type === 'LogicalExpression') return literalWords(node.right);
  if (node.type === 'TemplateLiteral') {
    const quasis = (node.quasis as Array<{ value: { cooked: string } }>).map((quasi) => quasi.value.cooked);
    if (WORDS.test(quasis.join(''))) return quasis.join('…');
  }
  if (node.type === 'JSXExpressionContainer') return literalWords(node.expression);
  return null;
}

function elementName(node: Node): string | null {
  const opening = node.openingElement as Node | undefined;
  const name = opening?.name as Node | undefined;
  return name?.type === 'JSXIdentifier' ? (name.name as string) : null;
}

/** Every literal word a component file renders outside the catalogs, in source order. */
export function literalWordsOf(file: string): LiteralWords[] {
  const found: LiteralWords[] = [];
  const visit = (node: unknown, inMacro: boolean): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, inMacro);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'JSXElement') {
      const macro = inMacro || MACRO_ELEMENTS.has(elementName(node) ?? '');
      visit(node.openingElement, macro);
      for (const child of node.children as unknown[]) {
        const text = isNode(child) && child.type === 'JSXText' ? (child.value as string).trim() : '';
        if (!macro && WORDS.test(text) && !NOT_TRANSLATED.has(text)) found.push({ file, words: text });
        else if (!macro && isNode(child) && child.type === 'JSXExpressionContainer') {
          const words = literalWords(child);
          if (words !== null) found.push({ file, words });
          visit(child, macro);
        } else visit(child, macro);
      }
      return;
    }
    if (node.type === 'JSXAttribute' && !inMacro) {
      const name = node.name as Node;
      const words = SHOWN_ATTRIBUTES.has(name.name as string) ? literalWords(node.value) : null;
      if (words !== null) found.push({ file, words });
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value, inMacro);
  };
  visit(parseAst(readFileSync(file, 'utf8'), { lang: 'tsx' }, file), false);
  return found;
}
