// Renders lazily loaded parts once the first screen has settled (core/first-screen.ts), or at once when
// `now` says they are wanted already (a click on a part's stand-in); `fallback` until then.
import { type ReactNode, useEffect, useState } from 'react';
import { afterFirstScreen, firstScreenHasSettled } from './first-screen.ts';
import { LoadablePart } from './loadable-part.tsx';

type AfterFirstScreenProps = {
  children: ReactNode;
  /** Shown until the part has loaded (nothing by default). */
  fallback?: ReactNode;
  /** Shown when its code could not load at all (LoadablePart's line with a Reload button by default). */
  failure?: ReactNode;
  /** Load now rather than after the first screen. */
  now?: boolean;
};

export function AfterFirstScreen({ children, fallback = null, failure, now = false }: AfterFirstScreenProps) {
  const [settled, setSettled] = useState(firstScreenHasSettled);
  useEffect(() => {
    let current = true;
    void afterFirstScreen().then(() => current && setSettled(true));
    return () => {
      current = false;
    };
  }, []);
  if (!settled && !now) return fallback;
  return (
    <LoadablePart fallback={fallback} failure={failure}>
      {children}
    </LoadablePart>
  );
}
