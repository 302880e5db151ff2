import { describe, expect, it } from 'vitest';
import { descriptionText } from './description-text.ts';

describe('the text of a description', () => {
  it('reads paragraphs, list items and line breaks as lines', () => {
    expect(descriptionText('<p>One <strong>two</strong></p><ul><li><p>Three</p></li></ul>Four<br>Five')).toBe(
      'One two\nThree\nFour\nFive',
    );
  });

  it('decodes entities and collapses spaces', () => {
    expect(descriptionText('<p>Fish &amp;   chips&nbsp;&#233;t&eacute;</p>')).toBe('Fish & chips été');
  });

  it('keeps a link text and drops its address', () => {
    expect(descriptionText('<p>See <a href="https://example.com/ai">our policy</a>.</p>')).toBe(
      'See our policy.',
    );
  });

  it('reads an empty editor and malformed markup without throwing', () => {
    expect(descriptionText('<p></p>')).toBe('');
    expect(descriptionText('<p>Open <b>bold')).toBe('Open bold');
  });
});
