// What the recruiter reads about templates: each purpose's name, and the templates grouped for a menu.
import type { TextTemplate, TextTemplatePurpose } from '../../../../src-shared/schemas/templates.ts';

export const PURPOSE_NAMES: Record<TextTemplatePurpose, string> = {
  company: 'Company introduction',
  benefits: 'Benefits',
  'equal-opportunity': 'Equal opportunity',
  ai: 'Artificial intelligence',
  other: 'Other',
};

/** The pieces of text by purpose, in the order of PURPOSE_NAMES; a purpose with none is left out. */
export function groupByPurpose(
  templates: readonly TextTemplate[],
): Array<{ purpose: TextTemplatePurpose; label: string; templates: TextTemplate[] }> {
  return (Object.keys(PURPOSE_NAMES) as TextTemplatePurpose[])
    .map((purpose) => ({
      purpose,
      label: PURPOSE_NAMES[purpose],
      templates: templates.filter((template) => template.purpose === purpose),
    }))
    .filter((group) => group.templates.length > 0);
}
