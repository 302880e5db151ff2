// The Content-Security-Policy of every response the app scheme serves, and the headers that carry it:
// the core's own policy for the UI (src-main/api/ui-files.ts, the one browser mode's tests run under),
// plus what electron-vite's dev server needs under `npm start`.
import { UI_CONTENT_SECURITY_POLICY } from '../api/ui-files.ts';

/**
 * Development only (`npm start`): Vite's React refresh preamble is an inline script and its hot
 * reload talks to the dev server on localhost over a WebSocket.
 */
const DEVELOPMENT_ADDITIONS: Record<string, string[]> = {
  'script-src': ["'unsafe-inline'"],
  'connect-src': ['ws://localhost:*', 'http://localhost:*'],
};

/** `scriptSrc` → `script-src`: the core writes its policy in hono's secureHeaders form. */
function directiveName(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function contentSecurityPolicy(mode: 'production' | 'development'): string {
  return Object.entries(UI_CONTENT_SECURITY_POLICY)
    .map(([key, sources]) => {
      const directive = directiveName(key);
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
