// The rules for Microsoft Word's clipboard HTML: its lists are paragraphs styled `mso-list:l0 level1 lfo1` whose
// bullet or number is typed out in a `mso-list:Ignore` span, behind conditional comments; its headings may be
// paragraphs with a style class.
import type { List } from './pasted-blocks.ts';

/** One declaration of a `style` attribute, by property name in lowercase (`font-weight` → `700`). */
export function styleDeclarations(style: string | undefined): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const declaration of (style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    if (property !== '') declarations.set(property, declaration.slice(colon + 1).trim());
  }
  return declarations;
}

/** Where a Word list paragraph sits: which list (`l0`) and how deep (1 is the outermost). */
export type WordListPlace = { listId: string; level: number };

const MSO_LIST = /^(l\d+)\s+level(\d+)/i;

/**
 * The list place of an element Word styled as a list paragraph, or undefined. `mso-list:Ignore` (the typed
 * bullet) and `mso-list:none` are not list paragraphs.
 */
export function wordListPlace(style: string | undefined): WordListPlace | undefined {
  const match = MSO_LIST.exec(styleDeclarations(style).get('mso-list') ?? '');
  if (match === null) return undefined;
  return { listId: (match[1] ?? '').toLowerCase(), level: Number(match[2]) };
}

/** The span in which Word types a list item's bullet or number with its padding: not part of the item's text. */
export function isWordListMarker(style: string | undefined): boolean {
  return (styleDeclarations(style).get('mso-list') ?? '').toLowerCase() === 'ignore';
}

/**
 * Whether the marker Word typed before an item numbers it ("1.", "a)", "iv.", "(2)") rather than bullets it
 * ("·", "o", "§", "–", a Wingdings glyph).
 */
export function isNumberedMarker(marker: string): boolean {
  const bare = marker.replace(/[\s\u00a0]+/g, '');
  return /^\(?(\d+|[a-z]{1,2}|[ivxlcdm]+)[.)]$/i.test(bare);
}

/**
 * Word's downlevel conditional comments: content between `<!--[if !supportLists]-->` (or `<![if …]>`) and
 * `<!--[endif]-->` is what Word shows to programs that do not understand its styles: the typed bullets, extra
 * line breaks, image fallbacks. Returns `'start'`, `'end'` or undefined for any other comment.
 * A conditional comment that holds its content inside itself (`<!--[if gte mso 9]><xml>…<![endif]-->`) is an
 * ordinary comment, dropped whole.
 */
export function conditionalCommentKind(data: string): 'start' | 'end' | undefined {
  const trimmed = data.trim();
  if (/^\[if [^\]]*\]$/i.test(trimmed)) return 'start';
  if (/^\[endif\]$/i.test(trimmed)) return 'end';
  return undefined;
}

/** Word's paragraph styles that are headings: Title, Subtitle and Heading 1–9 when not written as `h1`–`h6`. */
export function isWordHeadingClass(className: string | undefined): boolean {
  return (className ?? '').split(/\s+/).some((name) => /^Mso(Title|Subtitle|Heading\d?)$/i.test(name));
}

/** One Word list paragraph, read: its place, whether its marker is a number, and its content as blocks. */
export type WordListItem = WordListPlace & { numbered: boolean; content: List['items'][number] };

/**
 * Nests consecutive Word list paragraphs into lists: a deeper level opens a list inside the last item of the
 * level above; a change of list or of bullets to numbers at the same level starts a new list.
 * Returns the outermost lists, in order.
 */
export function nestWordListItems(items: readonly WordListItem[]): List[] {
  const outermost: List[] = [];
  const open: { level: number; listId: string; list: List }[] = [];
  for (const item of items) {
    while ((open.at(-1)?.level ?? 0) > item.level) open.pop();
    const top = open.at(-1);
    if (top?.level === item.level && (top.list.ordered !== item.numbered || top.listId !== item.listId)) {
      open.pop();
    }
    const parent = open.at(-1);
    if (parent === undefined || parent.level < item.level) {
      const list: List = { kind: 'list', ordered: item.numbered, items: [] };
      // A list is only open once it has an item, so a deeper level always has an item above to go in; a run
      // that starts at level 2 is an outermost list of its own.
      if (parent === undefined) outermost.push(list);
      else parent.list.items.at(-1)?.push(list);
      open.push({ level: item.level, listId: item.listId, list });
    }
    open.at(-1)?.list.items.push(item.content);
  }
  return outermost;
}
