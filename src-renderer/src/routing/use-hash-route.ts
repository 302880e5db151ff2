// The current route from `location.hash`, and a way to go to another.
import { useCallback, useSyncExternalStore } from 'react';
import { formatRoute, parseRoute, type Route } from './routes.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

export function useHashRoute(): { route: Route; navigate(route: Route): void } {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  const navigate = useCallback((route: Route) => {
    window.location.hash = formatRoute(route);
  }, []);
  return { route: parseRoute(hash), navigate };
}
