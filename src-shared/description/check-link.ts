// The checks of a description link's attribute values: href must be an http:, https: or mailto: URL,
// target one of the four browsing-context keywords.
import { asciiLowerCase, LINK_PROTOCOLS, LINK_TARGETS } from './allowed-markup.ts';

const SHOWN_VALUE_LENGTH = 60;

const allowedProtocols: ReadonlySet<string> = new Set(LINK_PROTOCOLS);
const allowedTargets: ReadonlySet<string> = new Set(LINK_TARGETS);

/**
 * Returns why an `href` value (entities already decoded) is not allowed, or undefined when it is.
 *
 * The value goes through the WHATWG URL parser, the one the browser uses when a candidate clicks the
 * link, so whatever it strips or ignores (leading spaces and control characters, tabs and newlines
 * inside `java\tscript:`, letter case of the scheme) is stripped here too before the scheme is checked.
 */
export function checkLinkHref(href: string): string | undefined {
  const shown = showValue(href);
  if (href.trim() === '') return 'A link (<a>) has an empty href. Give the full address it points to.';
  const url = URL.parse(href);
  if (url === null) {
    return `The link "${shown}" is not a full address. A link must start with http://, https:// or mailto:.`;
  }
  if (!allowedProtocols.has(url.protocol)) {
    return `The link "${shown}" is not allowed. A link must start with http://, https:// or mailto:.`;
  }
  return undefined;
}

/** Returns why a `target` value is not allowed, or undefined when it is. Keywords are ASCII case-insensitive in HTML. */
export function checkLinkTarget(target: string): string | undefined {
  if (allowedTargets.has(asciiLowerCase(target))) return undefined;
  return `The link target "${showValue(target)}" is not allowed. Use one of ${LINK_TARGETS.join(', ')}.`;
}

/** A value as a message may show it: on one line, and short, since it may be anything a user pasted. */
function showValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is replaced.
  const oneLine = value.trim().replace(/[\u0000-\u001f\u007f]/g, ' ');
  return oneLine.length > SHOWN_VALUE_LENGTH ? `${oneLine.slice(0, SHOWN_VALUE_LENGTH)}…` : oneLine;
}
