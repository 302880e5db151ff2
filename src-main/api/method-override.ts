// Method override (api-decisions.md): only a POST is overridden, from the X-HTTP-Method-Override
// header, else the query parameter of the same name; only PUT and DELETE are honoured.
import type { MiddlewareHandler } from 'hono';

const OVERRIDE_NAME = 'X-HTTP-Method-Override';
const HONOURED_METHODS: ReadonlySet<string> = new Set(['PUT', 'DELETE']);

/** Returns the request to route: the same one, or a copy with the overriding method. */
export function applyMethodOverride(request: Request): Request {
  if (request.method !== 'POST') return request;
  const requested =
    request.headers.get(OVERRIDE_NAME) ?? new URL(request.url).searchParams.get(OVERRIDE_NAME) ?? '';
  const method = requested.trim().toUpperCase();
  if (!HONOURED_METHODS.has(method)) return request;
  // A DELETE keeps its body: DELETE /jobs names the job by referenceId in it.
  return new Request(request, { method });
}

/**
 * Routes an overridden POST again through `app` with its new method, as Hono's own methodOverride
 * middleware does (which reads only one of header or query, hence this one).
 */
export function methodOverride(app: {
  fetch(request: Request): Response | Promise<Response>;
}): MiddlewareHandler {
  return async (c, next) => {
    const routed = applyMethodOverride(c.req.raw);
    if (routed === c.req.raw) return next();
    return app.fetch(routed);
  };
}
