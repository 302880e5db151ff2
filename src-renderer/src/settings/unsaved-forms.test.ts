import { describe, expect, it } from 'vitest';
import { createUnsavedForms } from './unsaved-forms.ts';

describe('createUnsavedForms', () => {
  it('says unsaved while any registered form says so, and forgets a form once it is gone', () => {
    const forms = createUnsavedForms();
    expect(forms.anyUnsaved()).toBe(false);
    let typed = false;
    forms.register(() => false);
    const remove = forms.register(() => typed);
    expect(forms.anyUnsaved()).toBe(false);
    typed = true;
    expect(forms.anyUnsaved()).toBe(true);
    remove();
    expect(forms.anyUnsaved()).toBe(false);
  });
});
