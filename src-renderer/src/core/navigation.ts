// The one way the app moves between views: the current route read from `location.hash`, and `navigate`,
// which writes it (or replaces it, so Back skips the view left). Links use `formatRoute` for their href.
import { useCallback, useSyncExternalStore } from 'react';
import { formatRoute, HOME_HASH, parseRoute, type Route } from './routes.ts';

export type NavigateOptions = {
  /** The new view takes the place of the current one in the history (Back skips the view left). */
  replace?: boolean;
  /**
   * Only if the page still shows this view (its hash, read with `currentViewHash` before some wait): a recruiter
   * who went elsewhere meanwhile is not brought back.
   */
  onlyFrom?: string;
};

export type Navigate = (route: Route, options?: NavigateOptions) => void;

/** What navigating needs of the page's location (a test passes its own). */
export type HashLocation = { hash: string; replace(url: string): void };

/** Sends `location` to `route`: a new history entry, or in place of the current one. */
export function navigateTo(location: HashLocation, route: Route, options: NavigateOptions = {}): void {
  if (options.onlyFrom !== undefined && location.hash !== options.onlyFrom) return;
  const hash = formatRoute(route);
  if (options.replace) location.replace(hash);
  else location.hash = hash;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The current route, kept current as the hash changes, and the way to another. */
export function useNavigation(): { route: Route; navigate: Navigate } {
  // Rendered ahead by the core (the first screen's markup), the page is the list, its home.
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => HOME_HASH,
  );
  const navigate = useCallback<Navigate>((route, options) => navigateTo(window.location, route, options), []);
  return { route: parseRoute(hash), navigate };
}

/** The view the page shows now, as its hash: for `onlyFrom`, read before a wait. */
export function currentViewHash(): string {
  return window.location.hash;
}

/** Only the way to another view, for components that do not show the route (no render on a hash change). */
export function useNavigate(): Navigate {
  return useCallback<Navigate>((route, options) => navigateTo(window.location, route, options), []);
}
