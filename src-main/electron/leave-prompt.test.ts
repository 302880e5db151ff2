import { describe, expect, it } from 'vitest';
import { askBeforeLeaving, LEAVE_QUESTION, type UnloadingContents } from './leave-prompt.ts';

function contentsAsking(): { contents: UnloadingContents; pageAsksToStay(): boolean } {
  let listener: ((event: { preventDefault(): void }) => void) | undefined;
  return {
    contents: {
      on(event, handler) {
        expect(event).toBe('will-prevent-unload');
        listener = handler;
      },
    },
    pageAsksToStay() {
      let overruled = false;
      listener?.({ preventDefault: () => (overruled = true) });
      return !overruled;
    },
  };
}

describe('closing a window whose page has changes not saved', () => {
  it('closes it when the recruiter says Leave', () => {
    const window = contentsAsking();
    askBeforeLeaving(window.contents, () => true);
    expect(window.pageAsksToStay()).toBe(false);
  });

  it('keeps it when the recruiter says Stay (the default, also on Escape)', () => {
    const window = contentsAsking();
    askBeforeLeaving(window.contents, () => false);
    expect(window.pageAsksToStay()).toBe(true);
    expect(LEAVE_QUESTION.buttons[LEAVE_QUESTION.defaultId]).toBe('Stay');
    expect(LEAVE_QUESTION.buttons[LEAVE_QUESTION.cancelId]).toBe('Stay');
  });
});
