// The description editor's TipTap schema: exactly the markup the board allows (strong, em, p, br, ul, ol,
// li, a with href and an allowed target) and nothing else, whatever is typed, pasted or loaded.
import type { Extensions } from '@tiptap/core';
import Link from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';
import StarterKit from '@tiptap/starter-kit';
import type { LINK_TARGETS } from '../../../src-shared/description/allowed-markup.ts';
import { checkLinkHref, checkLinkTarget } from '../../../src-shared/description/check-link.ts';

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
  ];
}

/** The editor's HTML as the form holds it: `''` when there is nothing in it, so "required" is said. */
export function descriptionHtmlOf(editor: { isEmpty: boolean; getHTML(): string }): string {
  return editor.isEmpty ? '' : editor.getHTML();
}
