// Query options of the recruiter's templates (pieces of description text, whole jobs).
import { queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../../src-shared/client/app-client.ts';
import type { TemplateKind } from '../../../../src-shared/schemas/templates.ts';
import { templateKeys } from '../../core/query-keys.ts';
import { valueOrThrow } from '../../core/query-result.ts';

/** The templates (of one kind, or all), by kind then name; read again on the core's `templates` event. */
export function templatesQuery(app: AppClient, kind: TemplateKind | null) {
  return queryOptions({
    queryKey: templateKeys.list(kind),
    queryFn: ({ signal }) => valueOrThrow(app.templates(kind ?? undefined, { signal })),
  });
}

export function templateQuery(app: AppClient, id: number) {
  return queryOptions({
    queryKey: templateKeys.detail(id),
    queryFn: ({ signal }) => valueOrThrow(app.template(id, { signal })),
  });
}
