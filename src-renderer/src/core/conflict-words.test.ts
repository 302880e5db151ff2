import { describe, expect, it } from 'vitest';
import type { PropertyConflict } from '../../../src-shared/schemas/conflicts.ts';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import {
  choicesFor,
  conflictRows,
  conflictValueText,
  historyValueText,
  propertyLabel,
  resolvedMessage,
} from './conflict-words.ts';

const inToronto = { timeZone: 'America/Toronto' };

describe('conflictValueText', () => {
  it('reads a close date as a calendar day where the recruiter is', () => {
    expect(conflictValueText('closeDate', '2027-03-15T12:00:00.000Z', inToronto)).toBe('March 15, 2027');
    // The end of the day picked in Toronto is already the next day in UTC.
    expect(conflictValueText('closeDate', '2027-03-16T03:59:59.999Z', inToronto)).toBe('March 15, 2027');
    expect(conflictValueText('closeDate', null, inToronto)).toBe('No close date');
  });

  it('reads a salary as money with its period', () => {
    const yearly = { amount: 61000, maxAmount: null, period: { id: 1 }, plusCommission: false };
    expect(conflictValueText('salary', yearly)).toBe('$61,000 a year');
    expect(
      conflictValueText('salary', { amount: 18.5, maxAmount: 22, period: { id: 5 }, plusCommission: true }),
    ).toBe('$18.50 to $22 an hour, plus commission');
    expect(conflictValueText('salary', null)).toBe('No salary');
  });

  it('reads the description as its text, not its HTML', () => {
    expect(
      conflictValueText('description', '<p>Cook <strong>fresh</strong> food.</p><ul><li>Days</li></ul>'),
    ).toBe('Cook fresh food.\n\n• Days');
    expect(conflictValueText('description', '<p></p>')).toBe('No description');
  });

  it('names categories, position types, the way candidates apply and the status', () => {
    expect(conflictValueText('categories', [{ id: 17 }, { id: 8 }])).toBe(
      'Information Technology\nConstruction & Skilled Trades',
    );
    expect(conflictValueText('categories', [{ id: 999 }])).toBe('Category 999');
    expect(conflictValueText('positionType', { id: 3 })).toBe('Contract');
    expect(conflictValueText('applicantRoutingType', { id: 1 })).toBe('Email');
    expect(conflictValueText('applicantRoutingType', { id: 2 })).toBe('Website');
    expect(conflictValueText('status', 'archived')).toBe('Archived');
    expect(conflictValueText('status', 'active')).toBe('Active');
  });

  it('lists locations one a line, says yes or no for flags and None for an empty text', () => {
    expect(
      conflictValueText('locations', [{ description: 'Moncton, NB' }, { description: 'Halifax, NS' }]),
    ).toBe('Moncton, NB\nHalifax, NS');
    expect(conflictValueText('confidential', true)).toBe('Yes');
    expect(conflictValueText('autoRefresh', false)).toBe('No');
    expect(conflictValueText('applicationUrl', null)).toBe('None');
    expect(conflictValueText('title', 'Night Baker')).toBe('Night Baker');
  });

  it('shows a value of an unknown shape as it came rather than hiding it', () => {
    expect(conflictValueText('salary', { pay: 'lots' })).toBe('{"pay":"lots"}');
    expect(conflictValueText('closeDate', 'someday')).toBe('"someday"');
  });
});

describe('conflictRows', () => {
  const conflicts: PropertyConflict[] = [
    {
      property: 'description',
      mine: '<p>See <a href="https://a.example">us</a></p>',
      theirs: '<p>See <a href="https://b.example">us</a></p>',
    },
    {
      property: 'salary',
      mine: { amount: 55000, maxAmount: null, period: { id: 1 }, plusCommission: false },
      theirs: { amount: 61000, maxAmount: null, period: { id: 1 }, plusCommission: false },
    },
    { property: 'title', mine: 'Head Baker', theirs: 'Lead Baker' },
    { property: 'closeDate', mine: '2027-03-15T12:00:00.000Z', theirs: '2027-04-01T12:00:00.000Z' },
  ];

  it("puts the properties in the editor's order under the editor's labels, never the API's names", () => {
    const rows = conflictRows(conflicts, inToronto);
    expect(rows.map((row) => row.label)).toEqual(['Title', 'Close date', 'Salary', 'Description']);
    expect(rows[0]).toMatchObject({ mine: 'Head Baker', theirs: 'Lead Baker', note: null });
    expect(rows[2]).toMatchObject({ mine: '$55,000 a year', theirs: '$61,000 a year' });
  });

  it('says so when two different values read the same', () => {
    const plain = conflictRows([
      { property: 'description', mine: '<p><strong>Bake</strong></p>', theirs: '<p>Bake</p>' },
    ]);
    expect(plain[0]?.note).toBe('Both read the same here; they differ in formatting.');
    // A link to another address does not read the same: its address is shown.
    const linked = conflictRows(conflicts).find((row) => row.property === 'description');
    expect(linked).toMatchObject({
      mine: 'See us (https://a.example)',
      theirs: 'See us (https://b.example)',
      note: null,
    });
  });
});

describe('choices and what they say', () => {
  it('chooses one side for every property named', () => {
    expect(choicesFor(['title', 'salary'], 'board')).toEqual({ title: 'board', salary: 'board' });
    expect(choicesFor(['title'], 'mine')).toEqual({ title: 'mine' });
  });

  it('says what was kept, with the editor labels, and when it reaches the board', () => {
    expect(resolvedMessage({ title: 'mine' }, 0)).toBe(
      'Kept yours for Title. Yours goes to the job board with the next sync.',
    );
    expect(resolvedMessage({ salary: 'board', title: 'board' }, 0)).toBe(
      'Took the job board’s for Title, Salary. Your other changes go to the job board with the next sync.',
    );
    expect(resolvedMessage({ salary: 'board', title: 'mine' }, 2)).toBe(
      'Kept yours for Title. Took the job board’s for Salary. 2 details are left to decide; nothing is sent until then.',
    );
    expect(resolvedMessage({ description: 'board' }, 1)).toBe(
      'Took the job board’s for Description. One detail is left to decide; nothing is sent until then.',
    );
  });
});

describe('historyValueText', () => {
  it('reads the history’s compact values in the same words as the conflict view', () => {
    expect(historyValueText('title', 'Head Pastry Chef')).toBe('Head Pastry Chef');
    expect(historyValueText('closeDate', '2027-03-15T12:00:00.000Z', inToronto)).toBe('March 15, 2027');
    expect(
      historyValueText('salary', '{"amount":61000,"maxAmount":null,"periodId":1,"plusCommission":false}'),
    ).toBe('$61,000 a year');
    expect(historyValueText('categories', '12, 26')).toBe('Food Service & Hospitality\nRetail');
    expect(historyValueText('positionType', 3)).toBe('Contract');
    expect(historyValueText('locations', 'Moncton, NB; Halifax, NS')).toBe('Moncton, NB\nHalifax, NS');
    expect(historyValueText('salary', null)).toBe('No salary');
  });

  it('has no words for the description, which the history does not keep', () => {
    expect(historyValueText('description', null)).toBeNull();
  });
});

describe('a conflict in French', () => {
  it('labels properties and reads values in French, the board’s own text as it is', async () => {
    await useFrenchUi();
    expect(conflictValueText('confidential', true)).toBe('Oui');
    expect(conflictValueText('closeDate', null)).toBe('Aucune date de clôture');
    expect(conflictValueText('title', 'Night Baker')).toBe('Night Baker');
    expect(propertyLabel('closeDate')).toBe('Date de clôture');
    expect(resolvedMessage({ title: 'mine' }, 2)).toBe(
      'Votre valeur est gardée pour Titre. Il reste 2 détails à trancher\u202f; rien n’est envoyé d’ici là.',
    );
  });
});
