// Writes of templates: create, replace (edit, rename), delete, and add the starter texts. The core tells no
// event of them (only this UI writes them), so each write invalidates the templates' queries itself.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateInput } from '../../../../src-shared/schemas/templates.ts';
import { useCore } from '../../core/core-context.ts';
import { valueOrThrow } from '../../core/query-result.ts';
import { templateKeys } from './queries.ts';

function useTemplateWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export function useCreateTemplate() {
  const { app } = useCore();
  return useTemplateWrite((input: TemplateInput) => valueOrThrow(app.createTemplate(input)));
}

export function useReplaceTemplate() {
  const { app } = useCore();
  return useTemplateWrite(({ id, input }: { id: number; input: TemplateInput }) =>
    valueOrThrow(app.replaceTemplate(id, input)),
  );
}

export function useDeleteTemplate() {
  const { app } = useCore();
  return useTemplateWrite((id: number) => valueOrThrow(app.deleteTemplate(id)));
}

export function useAddStarterTemplates() {
  const { app } = useCore();
  return useTemplateWrite(() => valueOrThrow(app.addStarterTemplates()));
}
