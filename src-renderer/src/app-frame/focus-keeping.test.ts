import { describe, expect, it } from 'vitest';
import { wrapTarget } from './focus-keeping.ts';

describe('Tab at the ends of the app', () => {
  const controls = ['new job', 'search', 'first row', 'last page'];

  it('wraps from the last control to the first, and Shift+Tab from the first to the last', () => {
    expect(wrapTarget(controls, 'last page', false)).toBe('new job');
    expect(wrapTarget(controls, 'new job', true)).toBe('last page');
  });

  it('sends Shift+Tab from the page itself to the last control', () => {
    expect(wrapTarget(controls, null, true)).toBe('last page');
  });

  it('lets the browser move between the controls in between, and Tab from the page to the first', () => {
    expect(wrapTarget(controls, 'search', false)).toBeNull();
    expect(wrapTarget(controls, 'first row', true)).toBeNull();
    expect(wrapTarget(controls, null, false)).toBeNull();
  });

  it('does nothing in a page without controls', () => {
    expect(wrapTarget([], null, false)).toBeNull();
  });
});
