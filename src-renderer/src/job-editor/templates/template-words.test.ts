import { describe, expect, it } from 'vitest';
import type { TextTemplate } from '../../../../src-shared/schemas/templates.ts';
import { groupByPurpose } from './template-words.ts';

const text = (id: number, purpose: TextTemplate['purpose']): TextTemplate => ({
  kind: 'text',
  id,
  name: `T${id}`,
  purpose,
  html: '<p>x</p>',
  createdAt: 't',
  updatedAt: 't',
});

describe('groupByPurpose', () => {
  it('groups the pieces of text in the menu order, leaving out purposes with none', () => {
    const groups = groupByPurpose([text(1, 'ai'), text(2, 'company'), text(3, 'ai')]);
    expect(groups.map((group) => [group.label, group.templates.map((template) => template.id)])).toEqual([
      ['Company introduction', [2]],
      ['Artificial intelligence', [1, 3]],
    ]);
  });
});
