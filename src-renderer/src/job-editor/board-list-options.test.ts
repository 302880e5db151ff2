import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../src-shared/catalogs/categories.ts';
import { POSITION_TYPES } from '../../../src-shared/catalogs/position-types.ts';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import { boardListOptions } from './board-list-options.ts';

describe('the categories and position types offered in the editor', () => {
  it('keeps the board’s own names in a French UI, each valued by the id the board gets back', async () => {
    await useFrenchUi();
    expect(boardListOptions(POSITION_TYPES)).toEqual([
      { value: '1', label: 'Full Time' },
      { value: '2', label: 'Part Time' },
      { value: '3', label: 'Contract' },
      { value: '4', label: 'Temp' },
      { value: '5', label: 'Volunteer' },
    ]);
    expect(boardListOptions(CATEGORIES).find((option) => option.value === '1')?.label).toBe(
      'Accounting & Finance',
    );
  });

  it('shows a board that names them in French as it wrote them', () => {
    const quebecBoard = [
      { id: 1, name: 'Temps plein' },
      { id: 2, name: 'Temps partiel' },
    ];
    expect(boardListOptions(quebecBoard)).toEqual([
      { value: '1', label: 'Temps plein' },
      { value: '2', label: 'Temps partiel' },
    ]);
  });
});
