// The description editor's TipTap schema: exactly the markup the board allows (strong, em, p, br, ul, ol,
// li, a with href and an allowed target) and nothing else, whatever is typed, pasted or loaded.
import { Extension, type Extensions } from '@tiptap/core';
import Link from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import type { LINK_TARGETS } from '../../../src-shared/description/allowed-markup.ts';
import { checkLinkHref, checkLinkTarget } from '../../../src-shared/description/check-link.ts';
import { cleanPastedHtml } from '../../../src-shared/description/clean-pasted-html.ts';

/** A link the board accepts, by the shared description rule: http:, https: or mailto:, as a full address. */
export function isAllowedLinkHref(href: string | null | undefined): boolean {
  return typeof href === 'string' && checkLinkHref(href) === undefined;
}

function allowedTarget(target: string | null): string | null {
  return target !== null && checkLinkTarget(target) === undefined ? target.toLowerCase() : null;
}

/**
 * Link narrowed to `href` and an allowed `target`: TipTap's own adds `rel`, `class` and `title`, and keeps
 * those of pasted links even when its defaults are cleared.
 */
const DescriptionLink = Link.extend({
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element) => element.getAttribute('href') },
      target: { default: null, parseHTML: (element) => allowedTarget(element.getAttribute('target')) },
    };
  },
  renderHTML({ HTMLAttributes }) {
    const target = allowedTarget(HTMLAttributes.target ?? null);
    return ['a', { href: HTMLAttributes.href, ...(target === null ? {} : { target }) }, 0];
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: 'https',
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => isAllowedLinkHref(url),
});

/** Numbered lists keep their attributes for TipTap's own use, but never write `start` or `type`. */
const DescriptionOrderedList = OrderedList.extend({
  renderHTML() {
    return ['ol', 0];
  },
});

/**
 * Pasted HTML goes through the shared paste cleaner first, so Word's typed bullets and numbers become lists,
 * headings bold paragraphs and table rows lines, before the schema keeps what it knows. A copy from this
 * editor itself (ProseMirror marks it `data-pm-slice`) is left alone: it holds only allowed markup already,
 * and its slice information is what lets a half-copied list item paste back into a list.
 */
const CleanPastedHtml = Extension.create({
  name: 'cleanPastedHtml',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('cleanPastedHtml'),
        props: {
          transformPastedHTML: (html) => (html.includes('data-pm-slice') ? html : cleanPastedHtml(html)),
        },
      }),
    ];
  },
});

/** The link targets the toolbar may set: only "open in a new tab" (`_blank`), one of the allowed ones. */
export const NEW_TAB_TARGET: (typeof LINK_TARGETS)[number] = '_blank';

/** What the editor is built from; each extension of StarterKit the board has no markup for is off. */
export function descriptionExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: false,
      orderedList: false,
      trailingNode: false,
    }),
    DescriptionOrderedList,
    DescriptionLink,
    CleanPastedHtml,
  ];
}
