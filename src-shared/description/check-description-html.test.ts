// The description HTML check: named cases for each rule and for tricky input.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../schemas/limits.ts';
import { LINK_TARGETS } from './allowed-markup.ts';
import { checkDescriptionHtml, DESCRIPTION_REQUIRED_MESSAGE } from './check-description-html.ts';

const ALLOWED_LIST = 'Allowed tags: strong, b, em, i, br, p, div, ul, ol, li, a.';

function tagsNamed(html: string): Array<string | undefined> {
  return checkDescriptionHtml(html).map((problem) => problem.tag);
}

function messages(html: string): string[] {
  return checkDescriptionHtml(html).map((problem) => problem.message);
}

describe('checkDescriptionHtml accepts', () => {
  it.each([
    [
      'a description using every allowed tag',
      '<div><p><strong>S</strong> <b>B</b> <em>E</em> <i>I</i><br></p><ul><li>u</li></ul><ol><li>o</li></ol><a href="https://example.com">x</a></div>',
    ],
    [
      'allowed tags in any letter case',
      '<P><STRONG>Bold</STRONG><Br><A HREF="https://example.com" TARGET="_BLANK">x</A></P>',
    ],
    [
      'text with entities, bare ampersands and angle brackets',
      'Salary &gt; $50k &amp; benefits &eacute;&#233;&#xE9; a < b && c > d &unknown; <3',
    ],
    ['a self-closing br', 'Line one<br/>Line two<BR />'],
    ['tags left unclosed', '<p>First<p>Second<ul><li>one<li>two'],
    [
      'an http link, an https link and a mailto link',
      '<a href="http://a.ca">a</a><a href=\'https://b.ca/x?y=1&amp;z=2\'>b</a><a href=mailto:jobs@c.ca>c</a>',
    ],
    [
      'every allowed link target',
      LINK_TARGETS.map((target) => `<a href="https://a.ca" target="${target}">t</a>`).join(''),
    ],
    ['a link scheme in capitals', '<a href="HTTPS://EXAMPLE.COM/Jobs">x</a>'],
    ['a description of exactly the maximum length', 'x'.repeat(LIMITS.descriptionLength)],
  ])('accepts %s', (_name, html) => {
    expect(checkDescriptionHtml(html)).toEqual([]);
  });
});

describe('checkDescriptionHtml on blank descriptions', () => {
  it.each([
    ['an empty description', ''],
    ['a description of only whitespace', ' \n\t '],
    ['a description of only empty tags', '<p> </p><br><div><b></b></div>'],
    ['a description of only non-breaking spaces', '<p>&nbsp;&#160;\u00a0</p>'],
    ['a description of only zero-width characters', '\u200b\u00ad\ufeff'],
    ['a link with no text', '<a href="https://example.com"></a>'],
  ])('rejects %s as missing', (_name, html) => {
    expect(checkDescriptionHtml(html)).toEqual([{ message: DESCRIPTION_REQUIRED_MESSAGE }]);
  });
});

describe('checkDescriptionHtml on tags', () => {
  it('rejects a description with an img tag, naming it and listing the allowed tags', () => {
    expect(checkDescriptionHtml('<p>Hi</p><img src="x.png">')).toEqual([
      { message: `The tag <img> is not allowed in a description. ${ALLOWED_LIST}`, tag: 'img' },
    ]);
  });

  it('rejects an uppercase IMG tag, naming it in lowercase', () => {
    expect(tagsNamed('Hi<IMG SRC=x>')).toEqual(['img']);
  });

  it.each(['script', 'style', 'span', 'h1', 'svg', 'iframe', 'table', 'u', 'font', 'my-widget', 'textarea'])(
    'rejects a description with a %s tag',
    (tag) => {
      expect(tagsNamed(`Hi <${tag}>x</${tag}> there`)).toContain(tag);
    },
  );

  it('rejects the closing tag of a disallowed tag even without its opening tag', () => {
    expect(tagsNamed('<p>Hi</span></p>')).toEqual(['span']);
  });

  it('rejects a script tag hidden inside another tag name', () => {
    expect(tagsNamed('Hi <scr<script>ipt>alert(1)</script>')).toEqual(['scr<script', 'script']);
  });

  it('rejects markup inside svg, whatever svg would make of it', () => {
    expect(tagsNamed('Hi<svg><style>x</style><a href="https://a.ca">y</a></svg>')).toEqual(['svg', 'style']);
  });

  it('does not mistake text that merely looks like a tag for one', () => {
    expect(checkDescriptionHtml('Hi &lt;img src=x&gt; and < img> and <3')).toEqual([]);
  });
});

describe('checkDescriptionHtml on other markup', () => {
  it.each([
    ['an HTML comment', 'Hi <!-- note -->', '!--'],
    ['an empty HTML comment', 'Hi <!---->', '!--'],
    ['a CDATA section', 'Hi <![CDATA[x]]>', '![CDATA['],
    ['an unclosed CDATA section', 'Hi <![CDATA[x', '![CDATA['],
    ['a doctype', '<!DOCTYPE html>Hi', '!doctype'],
    ['a processing instruction', '<?xml version="1.0"?>Hi', '?xml'],
    ['another declaration', 'Hi <!ELEMENT br EMPTY>', '!element'],
  ])('rejects %s', (_name, html, tag) => {
    const problems = checkDescriptionHtml(html);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.tag).toBe(tag);
  });

  it('rejects a CDATA section that hides a tag from some parsers', () => {
    expect(tagsNamed('Hi <![CDATA[ > <img src=x onerror=alert(1)> ]]>')).toContain('![CDATA[');
  });

  it.each([
    ['in its name', 'Hi <img'],
    ['in an attribute value', 'Hi <a href="https://a.ca'],
    ['after its attributes', 'Hi <p '],
    ['in an end tag', 'Hi </p'],
  ])('rejects a description that ends in the middle of a tag, %s', (_name, html) => {
    expect(messages(html).some((message) => message.startsWith('The description ends with markup'))).toBe(
      true,
    );
  });
});

describe('checkDescriptionHtml on attributes', () => {
  it.each([
    ['class on p', '<p class="x">Hi</p>', 'p', 'class'],
    ['style on div', '<div style="color:red">Hi</div>', 'div', 'style'],
    ['onclick on b', '<b onclick="alert(1)">Hi</b>', 'b', 'onclick'],
    ['an attribute without a value', '<li hidden>Hi', 'li', 'hidden'],
    ['an uppercase attribute', '<EM TITLE=x>Hi</EM>', 'em', 'title'],
    ['an attribute on a self-closing br', 'Hi<br class=x />', 'br', 'class'],
  ])('rejects %s', (_name, html, tag, attribute) => {
    expect(checkDescriptionHtml(html)).toEqual([
      {
        message: `The attribute ${attribute} is not allowed on <${tag}>. Only links (<a>) may have attributes: href and target.`,
        tag,
        attribute,
      },
    ]);
  });

  it('rejects a link without href', () => {
    expect(checkDescriptionHtml('<a target="_blank">Apply</a>')).toEqual([
      {
        message: 'A link (<a>) must have an href attribute with the address it points to.',
        tag: 'a',
        attribute: 'href',
      },
    ]);
  });

  it.each(['rel', 'onclick', 'style', 'download'])('rejects a link with a %s attribute', (attribute) => {
    expect(checkDescriptionHtml(`<a href="https://a.ca" ${attribute}="x">Apply</a>`)).toEqual([
      {
        message: `The attribute ${attribute} is not allowed on <a>. A link may have only href and target.`,
        tag: 'a',
        attribute,
      },
    ]);
  });

  it('rejects a link with two href attributes, even when both are valid', () => {
    expect(messages('<a href="https://a.ca" HREF="https://b.ca">x</a>')).toEqual([
      'A link (<a>) has the attribute href more than once.',
    ]);
  });

  it('checks every href of a link with two, so a bad second one is still named', () => {
    expect(messages('<a href="https://a.ca" href="javascript:alert(1)">x</a>')).toHaveLength(2);
  });

  it.each(['_new', 'frame1', '', ' _blank'])('rejects the link target "%s"', (target) => {
    const problems = checkDescriptionHtml(`<a href="https://a.ca" target="${target}">x</a>`);
    expect(problems.map((problem) => problem.attribute)).toEqual(['target']);
  });
});

describe('checkDescriptionHtml on link addresses', () => {
  it.each([
    ['a javascript: link', 'javascript:alert(1)'],
    ['a javascript: link in capitals', 'JavaScript:alert(1)'],
    ['a javascript: link even when entity-encoded', 'java&#x73;cript&colon;alert(1)'],
    [
      'a javascript: link written with decimal entities only',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    ],
    ['a javascript: link with leading whitespace', ' \n javascript:alert(1)'],
    ['a javascript: link with leading control characters', '\u0001\u0010javascript:alert(1)'],
    ['a javascript: link with a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a javascript: link with an encoded newline inside the scheme', 'java&#10;script:alert(1)'],
    ['a data: link', 'data:text/html;base64,PHNjcmlwdD4='],
    ['a vbscript: link', 'vbscript:msgbox(1)'],
    ['an ftp: link', 'ftp://files.example.com'],
    ['a relative link', '/jobs/apply'],
    ['a link without a scheme', 'www.example.com'],
    ['an unparsable link', 'http://'],
    ['an empty link', ''],
  ])('rejects %s', (_name, href) => {
    const problems = checkDescriptionHtml(`<a href="${href}">Apply</a>`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ tag: 'a', attribute: 'href' });
  });

  it('names the decoded address in the message', () => {
    expect(messages('<a href="java&#x73;cript:alert(1)">x</a>')).toEqual([
      'The link "javascript:alert(1)" is not allowed. A link must start with http://, https:// or mailto:.',
    ]);
  });

  it('rejects a link with an unquoted javascript: address', () => {
    expect(tagsNamed('<a href=javascript:alert(1)>x</a>')).toEqual(['a']);
  });
});

describe('checkDescriptionHtml on length and many problems', () => {
  it('rejects a description longer than the limit', () => {
    expect(messages('x'.repeat(LIMITS.descriptionLength + 1))).toEqual([
      `A description can be at most ${LIMITS.descriptionLength.toLocaleString('en-US')} characters long; this one has ${(LIMITS.descriptionLength + 1).toLocaleString('en-US')}.`,
    ]);
  });

  it('lists every distinct offender', () => {
    const problems = checkDescriptionHtml(
      '<p class="c">Hi <img src=x> <span>s</span> <a href="javascript:x" rel="x">a</a> <!-- c --></p>',
    );
    expect(problems.map(({ tag, attribute }) => [tag, attribute])).toEqual([
      ['p', 'class'],
      ['img', undefined],
      ['span', undefined],
      ['a', 'href'],
      ['a', 'rel'],
      ['!--', undefined],
    ]);
  });

  it('lists an offender used many times only once', () => {
    expect(tagsNamed('Hi <img><img><IMG></img><span><span>')).toEqual(['img', 'span']);
  });

  it('never lists the same message twice', () => {
    const found = messages('<a>1</a><a>2</a><p id=1><p id=2><a href="/x">x</a><a href="/x">x</a>');
    expect(new Set(found).size).toBe(found.length);
  });
});
