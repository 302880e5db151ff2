// The Content-Security-Policy of every page the app scheme serves, and the headers that carry it.

/**
 * Scripts, connections and everything else only from the app's own origin; no plugins, frames, forms
 * or <base>. Styles allow inline because Mantine writes its CSS variables in a <style> element and
 * style attributes; images allow data: for the icons Mantine inlines.
 */
const PRODUCTION_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/**
 * Development only (`npm start`): Vite's React refresh preamble is an inline script and its hot
 * reload talks to the dev server on localhost over a WebSocket.
 */
const DEVELOPMENT_ADDITIONS: Record<string, string[]> = {
  'script-src': ["'unsafe-inline'"],
  'connect-src': ['ws://localhost:*', 'http://localhost:*'],
};

export function contentSecurityPolicy(mode: 'production' | 'development'): string {
  return Object.entries(PRODUCTION_DIRECTIVES)
    .map(([directive, sources]) => {
      const extra = mode === 'development' ? (DEVELOPMENT_ADDITIONS[directive] ?? []) : [];
      return `${directive} ${[...sources, ...extra].join(' ')}`;
    })
    .join('; ');
}

/** Parses a policy into its directives, for the tests and the security check. */
export function parseContentSecurityPolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The response with the policy and the usual hardening headers; the body is passed through untouched. */
export function withSecurityHeaders(response: Response, policy: string): Response {
  const headers = new Headers(response.headers);
  headers.set('Content-Security-Policy', policy);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'no-referrer');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
