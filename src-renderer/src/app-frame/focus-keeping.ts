// Where the keyboard goes when the page would otherwise drop it on <body>: Tab past the last control wraps to
// the first (Shift+Tab the other way), and when the focused element goes away (a screen left, a row deleted)
// the screen's heading takes the focus. The choices are pure; the DOM is read by the callers' functions below.

/** Which element Tab (or Shift+Tab) should go to instead of the browser's choice, or null to let it be. */
export function wrapTarget<T>(tabbables: readonly T[], active: T | null, backwards: boolean): T | null {
  const first = tabbables[0];
  const last = tabbables.at(-1);
  if (first === undefined || last === undefined) return null;
  if (!backwards && active === last) return first;
  if (backwards && (active === first || active === null)) return last;
  return null;
}

const FOCUSABLE = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  '[tabindex]',
  '[contenteditable="true"]',
  '[contenteditable=""]',
].join(',');

/** The elements Tab stops at, in order (the app sets no positive tabindex, so the page's order is Tab's). */
export function tabbablesIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => {
    if (element.tabIndex < 0) return false;
    if ((element as HTMLButtonElement).disabled) return false;
    if (element.closest('[inert]')) return false;
    if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
    // A radio group is one stop: its checked radio, or its first when none is.
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name && !element.checked) {
      const group = Array.from(
        (element.form ?? element.ownerDocument).querySelectorAll<HTMLInputElement>(
          `input[type="radio"][name="${CSS.escape(element.name)}"]`,
        ),
      );
      if (group.some((radio) => radio.checked) || group[0] !== element) return false;
    }
    return element.checkVisibility({ visibilityProperty: true });
  });
}

/** The screen's heading, made focusable by script only (tabindex -1), where focus lands after it moved away. */
export function landingIn(main: HTMLElement): HTMLElement {
  const heading = Array.from(main.querySelectorAll<HTMLElement>('h2')).find((element) =>
    element.checkVisibility(),
  );
  const target = heading ?? main;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  return target;
}
