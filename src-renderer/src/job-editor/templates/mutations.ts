// Writes of templates: create, replace (edit, rename), delete, and add the starter texts. Nothing is
// invalidated here: the core tells every open UI of each change with its `templates` event.
import { useMutation } from '@tanstack/react-query';
import type { TemplateInput } from '../../../../src-shared/schemas/templates.ts';
import { useCore } from '../../core/core-context.ts';
import { valueOrThrow } from '../../core/query-result.ts';

export function useCreateTemplate() {
  const { app } = useCore();
  return useMutation({ mutationFn: (input: TemplateInput) => valueOrThrow(app.createTemplate(input)) });
}

export function useReplaceTemplate() {
  const { app } = useCore();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TemplateInput }) =>
      valueOrThrow(app.replaceTemplate(id, input)),
  });
}

export function useDeleteTemplate() {
  const { app } = useCore();
  return useMutation({ mutationFn: (id: number) => valueOrThrow(app.deleteTemplate(id)) });
}

export function useAddStarterTemplates() {
  const { app } = useCore();
  return useMutation({ mutationFn: () => valueOrThrow(app.addStarterTemplates()) });
}
