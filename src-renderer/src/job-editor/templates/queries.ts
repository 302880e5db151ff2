// Query keys and options of the recruiter's templates (pieces of description text, whole jobs).
import { queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../../src-shared/client/app-client.ts';
import type { TemplateKind } from '../../../../src-shared/schemas/templates.ts';
import { valueOrThrow } from '../../core/query-result.ts';

export const templateKeys = {
  all: ['templates'] as const,
  lists: () => [...templateKeys.all, 'list'] as const,
  list: (kind: TemplateKind | null) => [...templateKeys.lists(), kind] as const,
  detail: (id: number) => [...templateKeys.all, 'detail', id] as const,
};

/** The templates (of one kind, or all), by kind then name. Only this UI writes them: its writes invalidate. */
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
