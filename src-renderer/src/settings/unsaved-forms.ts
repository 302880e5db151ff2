// Which of Settings' forms hold changes not saved: each form says so while it is shown, and the screen's leave
// prompt asks when any does (the forms live in their cards; the question is the screen's).
import { createContext, useContext, useEffect, useRef } from 'react';

export type UnsavedForms = {
  /** Registers a form's own check; the returned function removes it (the form is gone). */
  register(hasUnsavedChanges: () => boolean): () => void;
  /** Whether any shown form holds changes not saved. */
  anyUnsaved(): boolean;
};

export function createUnsavedForms(): UnsavedForms {
  const checks = new Set<() => boolean>();
  return {
    register(check) {
      checks.add(check);
      return () => {
        checks.delete(check);
      };
    },
    anyUnsaved: () => [...checks].some((check) => check()),
  };
}

export const UnsavedFormsContext = createContext<UnsavedForms | null>(null);

/** Tells the screen, while this form is shown, whether it holds changes not saved. */
export function useUnsavedForm(hasUnsavedChanges: () => boolean): void {
  const forms = useContext(UnsavedFormsContext);
  const latest = useRef(hasUnsavedChanges);
  latest.current = hasUnsavedChanges;
  useEffect(() => forms?.register(() => latest.current()), [forms]);
}
