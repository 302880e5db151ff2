// /app/v1/templates: the recruiter's templates (pieces of description text and whole jobs), kept in the
// core's store, offline; and /templates/starters, which adds the starter texts they do not have yet.
import type { Hono } from 'hono';
import { generalValidationFailure } from '../../src-shared/errors/validation-failure.ts';
import {
  TEMPLATE_MESSAGES,
  type Template,
  TemplateInputSchema,
  type TemplateList,
  TemplateListQuerySchema,
} from '../../src-shared/schemas/templates.ts';
import { STARTER_TEXT_TEMPLATES } from '../../src-shared/templates/starter-texts.ts';
import type { Store } from '../store/store.ts';
import { conflictError, notFoundError, validationError } from './api-error.ts';
import type { AuthenticatedEnv } from './authenticate.ts';
import { readJsonBody } from './http-body.ts';
import { jsonResponse } from './json-response.ts';
import { parseRequest } from './parse-request.ts';

const TEMPLATE_ID = /^[1-9]\d{0,9}$/;
const NO_SUCH_TEMPLATE = 'No template with this id exists for your account.';

function templateId(segment: string): number {
  const id = TEMPLATE_ID.test(segment) ? Number(segment) : Number.NaN;
  if (!(id <= 2_147_483_647)) {
    throw validationError(
      generalValidationFailure('A template id is a whole number from 1 to 2147483647.', 'id'),
    );
  }
  return id;
}

/** Adds the template routes to the app endpoints (mounted at /app/v1, behind their key check). */
export function addTemplatesRoutes(
  app: Hono<AuthenticatedEnv>,
  options: { store: Store; employerId: number },
) {
  const { store, employerId } = options;

  const nameInUse = () => conflictError(TEMPLATE_MESSAGES.nameInUse, 'name');
  // Every UI open on this core reads the templates again from this event (a write waits for its own too).
  const templatesChanged = () => store.changes.publish({ type: 'templates' });

  app.get('/templates', (c) => {
    const query = parseRequest(TemplateListQuerySchema, c.req.query());
    return jsonResponse(200, { data: store.templates.list(employerId, query.kind) } satisfies TemplateList);
  });
  app.post('/templates', async (c) => {
    const input = parseRequest(TemplateInputSchema, await readJsonBody(c));
    const created = store.templates.create(employerId, input);
    if ('type' in created) throw nameInUse();
    templatesChanged();
    return jsonResponse(201, created satisfies Template, {
      Location: `${new URL(c.req.url).pathname}/${created.id}`,
    });
  });
  // Adds each starter text whose name is free, in one transaction; answers the templates added.
  app.post('/templates/starters', () => {
    const added = store.transaction(() =>
      STARTER_TEXT_TEMPLATES.map((starter) => store.templates.create(employerId, starter)).filter(
        (template): template is Template => !('type' in template),
      ),
    );
    if (added.length > 0) templatesChanged();
    return jsonResponse(200, { data: added } satisfies TemplateList);
  });
  app.get('/templates/:id', (c) => {
    const template = store.templates.get(employerId, templateId(c.req.param('id')));
    if (!template) throw notFoundError(NO_SUCH_TEMPLATE);
    return jsonResponse(200, template);
  });
  app.put('/templates/:id', async (c) => {
    const id = templateId(c.req.param('id'));
    const input = parseRequest(TemplateInputSchema, await readJsonBody(c));
    const current = store.templates.get(employerId, id);
    if (!current) throw notFoundError(NO_SUCH_TEMPLATE);
    if (current.kind !== input.kind) throw conflictError(TEMPLATE_MESSAGES.kindChanged, 'kind');
    const replaced = store.templates.replace(employerId, id, input);
    if (replaced === undefined) throw notFoundError(NO_SUCH_TEMPLATE);
    if ('type' in replaced) throw nameInUse();
    templatesChanged();
    return jsonResponse(200, replaced);
  });
  app.delete('/templates/:id', (c) => {
    if (!store.templates.delete(employerId, templateId(c.req.param('id'))))
      throw notFoundError(NO_SUCH_TEMPLATE);
    templatesChanged();
    return new Response(null, { status: 204 });
  });
}
