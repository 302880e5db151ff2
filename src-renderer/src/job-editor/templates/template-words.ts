// What the recruiter reads about templates: each purpose's name (in the active language), and the templates
// grouped for a menu.
import { t } from '@lingui/core/macro';
import type { TextTemplate, TextTemplatePurpose } from '../../../../src-shared/schemas/templates.ts';

/** The purposes in the order menus list them. */
const PURPOSES: readonly TextTemplatePurpose[] = ['company', 'benefits', 'equal-opportunity', 'ai', 'other'];

/** A purpose's name in the active language. */
export function purposeName(purpose: TextTemplatePurpose): string {
  switch (purpose) {
    case 'company':
      return t`Company introduction`;
    case 'benefits':
      return t`Benefits`;
    case 'equal-opportunity':
      return t`Equal opportunity`;
    case 'ai':
      return t`Artificial intelligence`;
    case 'other':
      return t`Other`;
  }
}

/** The pieces of text by purpose, in the order of the purposes above; a purpose with none is left out. */
export function groupByPurpose(
  templates: readonly TextTemplate[],
): Array<{ purpose: TextTemplatePurpose; label: string; templates: TextTemplate[] }> {
  return PURPOSES.map((purpose) => ({
    purpose,
    label: purposeName(purpose),
    templates: templates.filter((template) => template.purpose === purpose),
  })).filter((group) => group.templates.length > 0);
}
