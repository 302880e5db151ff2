// DNS rebinding defence for a server on a loopback port: a page of another site whose name was made
// to resolve to 127.0.0.1 sends its own name in Host, so only requests naming our address are served.
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error.ts';

/** Answers 403 with the one error body unless the Host header is one of `allowedHosts` (`127.0.0.1:5180`). */
export function requireOwnHost(allowedHosts: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  return async (c, next) => {
    const host = c.req.header('Host')?.trim().toLowerCase() ?? '';
    if (!allowed.has(host)) {
      throw new ApiError(403, 'ForbiddenException', [
        `This server answers only at ${allowedHosts.map((name) => `http://${name}`).join(' or ')}.`,
      ]);
    }
    await next();
  };
}
