// Checks a job description's HTML against the allowed tags and attributes, with a real HTML tokenizer.
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { LIMITS } from '../schemas/limits.ts';
import {
  ALLOWED_DESCRIPTION_TAGS,
  asciiLowerCase,
  DESCRIPTION_REQUIRED_MESSAGE,
  isAllowedDescriptionTag,
  LINK_ATTRIBUTES,
  LINK_TAG,
} from './allowed-markup.ts';
import { checkLinkHref, checkLinkTarget } from './check-link.ts';

/** One reason a description is rejected; `tag` and `attribute` name the offender when there is one. */
export type DescriptionProblem = { message: string; tag?: string; attribute?: string };

// Written beside the allowed markup, which the app's first screen can load without the tokenizer.
export { DESCRIPTION_REQUIRED_MESSAGE } from './allowed-markup.ts';

const SHOWN_NAME_LENGTH = 40;
const ALLOWED_TAG_LIST = ALLOWED_DESCRIPTION_TAGS.join(', ');
const linkAttributes: ReadonlySet<string> = new Set(LINK_ATTRIBUTES);
const numberFormat = new Intl.NumberFormat('en-US');

type Attribute = { name: string; value: string };
type OpenTag = { name: string; attributes: Attribute[] };

/**
 * Every problem that makes `html` unacceptable as a job description; `[]` means it is acceptable.
 *
 * Each distinct offender is listed once (the same disallowed tag used ten times is one problem).
 * Never throws: any string, however malformed, gets an answer.
 */
export function checkDescriptionHtml(html: string): DescriptionProblem[] {
  const problems = new Map<string, DescriptionProblem>();
  const report = (problem: DescriptionProblem): void => {
    if (!problems.has(problem.message)) problems.set(problem.message, problem);
  };

  if (html.length > LIMITS.descriptionLength) {
    report({
      message: `A description can be at most ${numberFormat.format(LIMITS.descriptionLength)} characters long; this one has ${numberFormat.format(html.length)}.`,
    });
  }
  const { hasVisibleText } = scanMarkup(html, report);
  if (!hasVisibleText) report({ message: DESCRIPTION_REQUIRED_MESSAGE });
  return [...problems.values()];
}

/**
 * Runs htmlparser2's tokenizer (HTML mode, the states of the WHATWG tokenizer) over the whole input
 * and reports every tag, attribute and markup construct that is not allowed. The tokenizer is used
 * directly rather than through its Parser, because the Parser's tree building swallows stray end
 * tags such as `</span>` that the rules reject too.
 */
function scanMarkup(
  html: string,
  report: (problem: DescriptionProblem) => void,
): { hasVisibleText: boolean } {
  let hasVisibleText = false;
  // End of the last finished token. A tag cut off by the end of the input emits nothing, and a browser
  // would drop it, but pasted into a page it would swallow the markup that follows: so it is rejected.
  let covered = 0;
  let openTag: OpenTag | undefined;
  let attribute: Attribute | undefined;

  const noteText = (text: string): void => {
    if (!hasVisibleText && !isBlank(text)) hasVisibleText = true;
  };
  const finishOpenTag = (): void => {
    if (openTag) checkAttributes(openTag, report);
    openTag = undefined;
  };

  const callbacks: TokenizerCallbacks = {
    ontext(start, endIndex) {
      noteText(html.slice(start, endIndex));
      covered = endIndex;
    },
    ontextentity(codePoint, endIndex) {
      noteText(String.fromCodePoint(codePoint));
      covered = endIndex;
    },
    onopentagname(start, endIndex) {
      openTag = { name: asciiLowerCase(html.slice(start, endIndex)), attributes: [] };
      if (!isAllowedDescriptionTag(openTag.name)) report(tagProblem(openTag.name));
    },
    onattribname(start, endIndex) {
      attribute = { name: asciiLowerCase(html.slice(start, endIndex)), value: '' };
    },
    onattribdata(start, endIndex) {
      if (attribute) attribute.value += html.slice(start, endIndex);
    },
    onattribentity(codePoint) {
      if (attribute) attribute.value += String.fromCodePoint(codePoint);
    },
    onattribend() {
      if (attribute) openTag?.attributes.push(attribute);
      attribute = undefined;
    },
    onopentagend(endIndex) {
      finishOpenTag();
      covered = endIndex + 1;
    },
    onselfclosingtag(endIndex) {
      finishOpenTag();
      covered = endIndex + 1;
    },
    onclosetag(start, endIndex) {
      const name = asciiLowerCase(html.slice(start, endIndex));
      if (!isAllowedDescriptionTag(name)) report(tagProblem(name));
      // The tokenizer skips whatever follows an end tag's name up to `>` without a callback.
      const close = html.indexOf('>', endIndex);
      if (close !== -1) covered = close + 1;
    },
    oncomment(start, endIndex) {
      report(markupProblem(html, start));
      covered = Math.min(endIndex + 1, html.length);
    },
    oncdata(start, endIndex) {
      report(markupProblem(html, start));
      covered = Math.min(endIndex + 1, html.length);
    },
    ondeclaration(start, endIndex) {
      report(markupProblem(html, start));
      covered = endIndex + 1;
    },
    onprocessinginstruction(start, endIndex) {
      report(markupProblem(html, start));
      covered = endIndex + 1;
    },
    onend() {
      if (covered < html.length) {
        const unfinished = show(html.slice(covered).trim());
        report({
          message: `The description ends with markup that is not a finished tag: "${unfinished}". Finish the tag with > or remove it.`,
          ...(openTag ? { tag: openTag.name } : {}),
        });
      }
      // A tag cut off at the end still gets its attributes checked, so every offender is listed.
      if (attribute) openTag?.attributes.push(attribute);
      finishOpenTag();
    },
  };

  const tokenizer = new Tokenizer({ xmlMode: false, decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
  return { hasVisibleText };
}

function checkAttributes(tag: OpenTag, report: (problem: DescriptionProblem) => void): void {
  // A disallowed tag is already reported; its attributes would only repeat the point.
  if (!isAllowedDescriptionTag(tag.name)) return;
  if (tag.name !== LINK_TAG) {
    for (const { name } of tag.attributes) {
      report({
        message: `The attribute ${show(name)} is not allowed on <${tag.name}>. Only links (<a>) may have attributes: href and target.`,
        tag: tag.name,
        attribute: name,
      });
    }
    return;
  }

  const seen = new Set<string>();
  for (const { name, value } of tag.attributes) {
    if (!linkAttributes.has(name)) {
      report({
        message: `The attribute ${show(name)} is not allowed on <a>. A link may have only href and target.`,
        tag: LINK_TAG,
        attribute: name,
      });
      continue;
    }
    // Browsers keep the first of two equal attributes and other parsers may keep the last: reject the ambiguity.
    if (seen.has(name)) {
      report({
        message: `A link (<a>) has the attribute ${name} more than once.`,
        tag: LINK_TAG,
        attribute: name,
      });
    }
    seen.add(name);
    const message = name === 'href' ? checkLinkHref(value) : checkLinkTarget(value);
    if (message !== undefined) report({ message, tag: LINK_TAG, attribute: name });
  }
  if (!seen.has('href')) {
    report({
      message: 'A link (<a>) must have an href attribute with the address it points to.',
      tag: LINK_TAG,
      attribute: 'href',
    });
  }
}

function tagProblem(name: string): DescriptionProblem {
  return {
    message: `The tag <${show(name)}> is not allowed in a description. Allowed tags: ${ALLOWED_TAG_LIST}.`,
    tag: name,
  };
}

/**
 * Names a comment, CDATA section, doctype, processing instruction or malformed end tag (`</ x>`).
 * The tokenizer reports where the construct's content starts; its `<` is the last one before that,
 * since only the sigils `!`, `!--`, `![CDATA[`, `?` or `/` lie in between.
 */
function markupProblem(html: string, contentStart: number): DescriptionProblem {
  const source = html.slice(Math.max(0, html.lastIndexOf('<', contentStart - 1)));
  const upper = source.toUpperCase();
  if (upper.startsWith('<!--')) {
    return { message: 'HTML comments (<!-- … -->) are not allowed in a description.', tag: '!--' };
  }
  if (upper.startsWith('<![CDATA[')) {
    return { message: 'CDATA sections (<![CDATA[ … ]]>) are not allowed in a description.', tag: '![CDATA[' };
  }
  const end = source.search(/[\s>]/);
  const name = asciiLowerCase(source.slice(1, end === -1 ? undefined : end));
  if (name === '!doctype') {
    return { message: 'A doctype (<!DOCTYPE …>) is not allowed in a description.', tag: name };
  }
  const close = source.indexOf('>');
  const snippet = close === -1 ? source : source.slice(0, close + 1);
  return {
    message: `The markup "${show(snippet)}" is not allowed in a description. Allowed tags: ${ALLOWED_TAG_LIST}.`,
    tag: name,
  };
}

/** Whitespace, `&nbsp;` and invisible format characters (zero-width space, soft hyphen) are blank. */
function isBlank(text: string): boolean {
  return /^[\s\p{Cf}]*$/u.test(text);
}

/** A name or snippet as a message may show it: short, since it may be anything a user pasted. */
function show(text: string): string {
  return text.length > SHOWN_NAME_LENGTH ? `${text.slice(0, SHOWN_NAME_LENGTH)}…` : text;
}
