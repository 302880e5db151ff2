// The markup a job description may contain (interface document, POST /jobs; api-decisions.md, "Description HTML").

/** A description with no text in it. */
export const DESCRIPTION_REQUIRED_MESSAGE = 'Description is required.';

/** Tags allowed in a description, in the order the messages list them. Compared in ASCII lowercase. */
export const ALLOWED_DESCRIPTION_TAGS = [
  'strong',
  'b',
  'em',
  'i',
  'br',
  'p',
  'div',
  'ul',
  'ol',
  'li',
  'a',
] as const;
export type AllowedDescriptionTag = (typeof ALLOWED_DESCRIPTION_TAGS)[number];

/** The only tag that may carry attributes, and the attributes it may carry. */
export const LINK_TAG = 'a';
export const LINK_ATTRIBUTES = ['href', 'target'] as const;

/** URL schemes a link may use: the description is shown to candidates, so no `javascript:` or `data:`. */
export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;

/** The browsing-context keywords a link's `target` may name. */
export const LINK_TARGETS = ['_blank', '_self', '_parent', '_top'] as const;

const allowedTags: ReadonlySet<string> = new Set(ALLOWED_DESCRIPTION_TAGS);

export function isAllowedDescriptionTag(name: string): name is AllowedDescriptionTag {
  return allowedTags.has(name);
}

/**
 * Lowercases A–Z only, as the HTML tokenizer does for tag and attribute names: `toLowerCase` would
 * also fold non-ASCII letters (the Kelvin sign becomes `k`) that a browser leaves alone.
 */
export function asciiLowerCase(text: string): string {
  let lowered = '';
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    lowered += code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : text[index];
  }
  return lowered;
}
