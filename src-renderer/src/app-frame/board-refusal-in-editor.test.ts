// The board's refusal in the editor: sync places its messages by field, the editor's form shows them there.
import { describe, expect, it } from 'vitest';
import { placeErrors } from '../job-editor/form-errors.ts';
import { boardMessagesAsFieldErrors, refusalOfBoard } from '../sync/board-message-placement.ts';

const place = (messages: string[], fields = []) => {
  const found = boardMessagesAsFieldErrors(messages, fields);
  return placeErrors(found.fields, found.messages);
};

describe('boardMessagesAsFieldErrors', () => {
  it('puts a message that names a field under that field, word for word', () => {
    expect(place(['Title must not contain the word URGENT.'])).toEqual({
      fields: { title: 'Title must not contain the word URGENT.' },
      general: [],
    });
    expect(place(['salary.amount: must be positive']).fields).toEqual({
      salary: 'salary.amount: must be positive',
    });
  });

  it("places a message the core put in the editor's words under that input", () => {
    expect(
      place([
        'Maximum salary: must be above the salary.',
        'Salary period: choose one.',
        'How candidates apply: choose email or a website.',
        'Location 2: unknown place.',
        'Reference ID: This reference is already used.',
      ]).fields,
    ).toEqual({
      maxSalary: 'Maximum salary: must be above the salary.',
      payPeriod: 'Salary period: choose one.',
      routing: 'How candidates apply: choose email or a website.',
      locations: 'Location 2: unknown place.',
      referenceId: 'Reference ID: This reference is already used.',
    });
  });

  it('keeps a message that names no field at the top', () => {
    expect(place(['Your account is on hold.'])).toEqual({
      fields: {},
      general: ['Your account is on hold.'],
    });
  });

  it("uses the board's fields[].path when it gave them", () => {
    const found = boardMessagesAsFieldErrors(['Too long.'], [{ path: 'description', message: 'Too long.' }]);
    expect(placeErrors(found.fields, found.messages)).toEqual({
      fields: { description: 'Too long.' },
      general: [],
    });
  });
});

describe('refusalOfBoard', () => {
  it('places one board’s messages as the board sent them, each naming that board', () => {
    expect(refusalOfBoard('West', ['Title must not contain the word URGENT.', 'Try again later.'])).toEqual({
      fields: [{ path: 'title', message: 'West: Title must not contain the word URGENT.' }],
      messages: ['West: Title must not contain the word URGENT.', 'West: Try again later.'],
    });
  });
});
