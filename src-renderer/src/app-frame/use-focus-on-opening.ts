// Opening a job (Enter on its row, a click, History's link) puts the keyboard in the editor's first field, its
// Title, once the job has loaded. Only on arriving from another screen: a new job's first save moves from
// #/jobs/new to the job's own address, and must leave the keyboard where the recruiter was.
import { type RefObject, useEffect, useRef } from 'react';
import type { Route } from '../core/routes.ts';

/** How long a job may take to load (a busy laptop, the editor's code fetched) before its first field is no longer waited for. */
const WAIT_MS = 30_000;

const FIRST_FIELD = 'form input:not([type]), form input[type="text"]';

export function useFocusOnOpeningJob(main: RefObject<HTMLElement | null>, route: Route): void {
  const previous = useRef<Route['name'] | null>(null);
  // The route is parsed afresh at each render: the effect runs when the screen changes, not at each render
  // (one job to another is no arrival: the keyboard was in the editor already).
  const name = route.name;
  useEffect(() => {
    const came = previous.current;
    previous.current = name;
    const fromAnotherScreen = came !== null && came !== 'edit-job' && came !== 'new-job';
    const screen = main.current;
    if (name !== 'edit-job' || !fromAnotherScreen || screen === null) return;
    // The keyboard is still where opening left it (the page, the screen, its heading): not a place the
    // recruiter chose since.
    const untouched = () => {
      const active = document.activeElement;
      return active === null || active === document.body || active === screen || active?.tagName === 'H2';
    };
    const focusFirstField = () => {
      const field = screen.querySelector<HTMLInputElement>(FIRST_FIELD);
      if (field === null) return false;
      if (untouched()) field.focus();
      return true;
    };
    if (focusFirstField()) return;
    const observer = new MutationObserver(() => {
      if (focusFirstField()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(screen, { childList: true, subtree: true });
    return stop;
  }, [main, name]);
}
