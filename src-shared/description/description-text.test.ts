import { describe, expect, it } from 'vitest';
import { descriptionText } from './description-text.ts';

describe('descriptionText', () => {
  it('reads paragraphs as text separated by a blank line, without tags or source whitespace', () => {
    expect(
      descriptionText('<p>Cook <strong>fresh</strong>   food.</p>\n\n  <p>Day <em>shift</em>.</p>'),
    ).toBe('Cook fresh food.\n\nDay shift.');
  });

  it('decodes entities as the page shows them', () => {
    expect(descriptionText('<p>Fish &amp; chips &lt;hot&gt; &eacute;t&eacute; &#8212; daily</p>')).toBe(
      'Fish & chips <hot> été — daily',
    );
  });

  it('puts each list item on its own line with a bullet, or a number in an ordered list', () => {
    expect(
      descriptionText(
        '<p>You get:</p><ul><li><p>Benefits</p></li><li>Paid   training</li></ul><ol><li>Apply</li><li>Interview</li></ol>',
      ),
    ).toBe('You get:\n\n• Benefits\n• Paid training\n\n1. Apply\n2. Interview');
  });

  it('indents a list inside a list item', () => {
    expect(descriptionText('<ul><li>Shifts<ul><li>Day</li><li>Night</li></ul></li><li>Pay</li></ul>')).toBe(
      '• Shifts\n  • Day\n  • Night\n• Pay',
    );
  });

  it('reads br as a line break, and two as a blank line', () => {
    expect(descriptionText('<p>Line one<br>Line two<br><br>After a gap</p>')).toBe(
      'Line one\nLine two\n\nAfter a gap',
    );
  });

  it('says where a link goes when its text does not, so a changed link reads differently', () => {
    expect(
      descriptionText('<p>See <a href="https://example.com/about" target="_blank">our site</a>.</p>'),
    ).toBe('See our site (https://example.com/about).');
    expect(descriptionText('<p><a href="https://example.com">https://example.com</a></p>')).toBe(
      'https://example.com',
    );
    expect(descriptionText('<p>Mail <a href="mailto:jobs@example.com">jobs@example.com</a></p>')).toBe(
      'Mail jobs@example.com',
    );
  });

  it('reads malformed or empty markup without throwing', () => {
    expect(descriptionText('<p>Unclosed <strong>bold')).toBe('Unclosed bold');
    expect(descriptionText('</span>text<p></p>')).toBe('text');
    expect(descriptionText('<p></p>')).toBe('');
    expect(descriptionText('plain words')).toBe('plain words');
  });
});
