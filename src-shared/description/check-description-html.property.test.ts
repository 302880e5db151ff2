// The description HTML check, property-based: documents built from allowed parts pass; adding any one
// offender anywhere between their parts fails and names it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOWED_DESCRIPTION_TAGS, LINK_TARGETS } from './allowed-markup.ts';
import { checkDescriptionHtml } from './check-description-html.ts';

const ALLOWED_LIST = 'Allowed tags: strong, b, em, i, br, p, div, ul, ol, li, a.';

const randomCase = (text: string): fc.Arbitrary<string> =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((uppers) => [...text].map((char, index) => (uppers[index] ? char.toUpperCase() : char)).join(''));

const textArbitrary = fc.string({
  unit: fc.oneof(
    fc.constantFrom('a', 'Z', 'é', '漢', '😀', ' ', '\n', '>', '"', "'", '=', '/', '!', '?', '-', '3', '$'),
    fc.constantFrom(
      '&amp;',
      '&lt;',
      '&gt;',
      '&nbsp;',
      '&#233;',
      '&#x1F600;',
      '&eacute;',
      '&copy',
      '& ',
      '&unknown;',
    ),
  ),
  maxLength: 12,
});

const escapeAttribute = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const hrefArbitrary = fc.oneof(
  fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
  // RFC 6068: characters such as `#`, `/` or `?` that an address's local part may hold are percent-encoded.
  fc.emailAddress().map((address) => {
    const at = address.lastIndexOf('@');
    return `mailto:${encodeURIComponent(address.slice(0, at))}${address.slice(at)}`;
  }),
);

const linkOpenArbitrary = fc
  .tuple(randomCase('a'), randomCase('href'), hrefArbitrary, fc.option(fc.constantFrom(...LINK_TARGETS)))
  .map(
    ([a, href, url, target]) =>
      `<${a} ${href}="${escapeAttribute(url)}"${target === null ? '' : ` target='${target}'`}>`,
  );

const containerTags = ALLOWED_DESCRIPTION_TAGS.filter((tag) => tag !== 'a' && tag !== 'br');

/** A document as a list of whole tokens, so that anything inserted between two of them lands outside any tag. */
const { parts: partsArbitrary } = fc.letrec<{ parts: string[]; node: string[] }>((tie) => ({
  parts: fc.array(tie('node'), { maxLength: 5 }).map((nodes) => nodes.flat()),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    textArbitrary.map((text) => [text]),
    fc.constantFrom('<br>', '<br/>', '<BR />').map((br) => [br]),
    fc
      .tuple(fc.constantFrom(...containerTags).chain(randomCase), tie('parts'), fc.boolean())
      .map(([tag, inner, closed]) => [`<${tag}>`, ...inner, ...(closed ? [`</${tag}>`] : [])]),
    fc.tuple(linkOpenArbitrary, tie('parts')).map(([open, inner]) => [open, ...inner, '</a>']),
  ),
}));

/** Always some visible text, so that the blank rule does not decide the outcome. */
const documentArbitrary = partsArbitrary.map((parts) => ['Hiring now. ', ...parts]);

const allowedTagSet = new Set<string>(ALLOWED_DESCRIPTION_TAGS);

const disallowedTagArbitrary = fc.oneof(
  fc.constantFrom(
    'script',
    'style',
    'img',
    'span',
    'h1',
    'svg',
    'math',
    'iframe',
    'title',
    'textarea',
    'xmp',
    'plaintext',
    'u',
    'table',
    'form',
    'input',
    'object',
    'embed',
    'base',
    'meta',
    'link',
    'abbr',
    'bdo',
    'big',
    'strike',
    'ins',
    'q',
  ),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/).filter((name) => !allowedTagSet.has(name)),
);

const attributeNameArbitrary = fc.stringMatching(/^[a-z_:][a-z0-9_:.-]{0,10}$/);

const attributeValueArbitrary = fc.constantFrom('', '="x"', "='x y'", '=x', '="javascript:alert(1)"');

describe('checkDescriptionHtml properties', () => {
  it('accepts every document built from allowed parts', () => {
    fc.assert(
      fc.property(documentArbitrary, (parts) => {
        expect(checkDescriptionHtml(parts.join(''))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects a disallowed tag inserted anywhere, naming it', () => {
    const offender = fc
      .tuple(disallowedTagArbitrary, fc.constantFrom('<%s>', '</%s>', '<%s/>', '<%s class="x">'))
      .chain(([name, shape]) =>
        randomCase(name).map((written) => ({ name, html: shape.replace('%s', written) })),
      );
    fc.assert(
      fc.property(documentArbitrary, offender, fc.nat(), (parts, { name, html }, at) => {
        parts.splice(at % (parts.length + 1), 0, html);
        const problems = checkDescriptionHtml(parts.join(''));
        expect(problems).toContainEqual({
          message: `The tag <${name}> is not allowed in a description. ${ALLOWED_LIST}`,
          tag: name,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('rejects any attribute on an allowed tag other than a, naming tag and attribute', () => {
    const offender = fc.record({
      tag: fc.constantFrom(...ALLOWED_DESCRIPTION_TAGS.filter((tag) => tag !== 'a')),
      attribute: attributeNameArbitrary,
      value: attributeValueArbitrary,
    });
    fc.assert(
      fc.property(documentArbitrary, offender, fc.nat(), (parts, { tag, attribute, value }, at) => {
        parts.splice(at % (parts.length + 1), 0, `<${tag} ${attribute}${value}>`);
        expect(checkDescriptionHtml(parts.join(''))).toContainEqual({
          message: `The attribute ${attribute} is not allowed on <${tag}>. Only links (<a>) may have attributes: href and target.`,
          tag,
          attribute,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('rejects any attribute on a link other than href and target, naming it', () => {
    const offender = fc.record({
      attribute: attributeNameArbitrary.filter((name) => name !== 'href' && name !== 'target'),
      value: attributeValueArbitrary,
    });
    fc.assert(
      fc.property(documentArbitrary, offender, fc.nat(), (parts, { attribute, value }, at) => {
        parts.splice(at % (parts.length + 1), 0, `<a href="https://example.com" ${attribute}${value}>x</a>`);
        expect(checkDescriptionHtml(parts.join(''))).toContainEqual({
          message: `The attribute ${attribute} is not allowed on <a>. A link may have only href and target.`,
          tag: 'a',
          attribute,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('rejects a javascript: link however its characters are encoded or padded', () => {
    const encodedChar = (char: string): fc.Arbitrary<string> => {
      const code = char.codePointAt(0) ?? 0;
      return fc.constantFrom(
        char,
        char.toUpperCase(),
        `&#${code};`,
        `&#x${code.toString(16)};`,
        `&#X${code.toString(16).toUpperCase()};`,
      );
    };
    const scheme = fc
      .tuple(...[...'javascript'].map(encodedChar), fc.constantFrom(':', '&colon;', '&#58;'))
      .map((chars) => chars.join(''));
    const padding = fc.string({
      unit: fc.constantFrom(' ', '\t', '\n', '&#9;', '&#10;', '&#x20;', '\u0001', '\u001f'),
      maxLength: 3,
    });
    fc.assert(
      fc.property(documentArbitrary, padding, scheme, fc.nat(), (parts, pad, written, at) => {
        parts.splice(at % (parts.length + 1), 0, `<a href="${pad}${written}alert(1)">x</a>`);
        const problems = checkDescriptionHtml(parts.join(''));
        expect(problems.some((problem) => problem.tag === 'a' && problem.attribute === 'href')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('answers any string without throwing', () => {
    const htmlish = fc.string({
      unit: fc.oneof(
        fc.string({ maxLength: 2 }),
        fc.constantFrom(
          '<',
          '>',
          '/',
          '!',
          '?',
          '-',
          '[',
          ']',
          '"',
          "'",
          '=',
          '&',
          ';',
          '#',
          ' ',
          'a',
          'href',
          'p',
          'img',
          'CDATA',
          'script',
        ),
      ),
      maxLength: 60,
    });
    fc.assert(
      fc.property(htmlish, (html) => {
        expect(Array.isArray(checkDescriptionHtml(html))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
