// From zod issues to a ValidationFailure, and the fallback words for fields.

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fieldLabel, jobIssueMessage } from './field-messages.ts';
import { fieldsOf, successOf } from './job-fixtures.testing.ts';
import { parseWithMessages, zodErrorToFailure } from './validation-issues.ts';

describe('zodErrorToFailure', () => {
  it('writes paths with dots and brackets and lists each message once', () => {
    const schema = z.object({ locations: z.array(z.object({ description: z.string() })), title: z.string() });
    const parsed = schema.safeParse(
      { locations: [{ description: 'a' }, {}], title: 1 },
      { error: () => 'Wrong.' },
    );
    if (parsed.success) throw new Error('expected a failure');
    expect(zodErrorToFailure(parsed.error)).toEqual({
      type: 'ValidationException',
      messages: ['Wrong.'],
      fields: [
        { path: 'locations[1].description', message: 'Wrong.' },
        { path: 'title', message: 'Wrong.' },
      ],
    });
  });
});

describe('parseWithMessages', () => {
  it('returns the parsed value', () => {
    expect(successOf(parseWithMessages(z.object({ a: z.number() }), { a: 1 }))).toEqual({ a: 1 });
  });

  it("words issues the schema leaves unworded, instead of zod's default English", () => {
    const schema = z.object({ title: z.string(), salary: z.object({ amount: z.number() }) });
    expect(fieldsOf(parseWithMessages(schema, { salary: { amount: 'x' } }))).toEqual([
      { path: 'title', message: 'Title is required.' },
      { path: 'salary.amount', message: 'Salary amount must be a number.' },
    ]);
  });
});

describe('fieldLabel', () => {
  it.each([
    [['title'], 'Title'],
    [['locations', 1, 'description'], 'Location 2'],
    [['categories', 0, 'id'], 'The id of category 1'],
    [['salary', 'period', 'id'], 'The salary period id'],
    [['colour'], 'colour'],
    [[], 'The request body'],
  ])('names %j as %j', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });
});

describe('jobIssueMessage', () => {
  it('calls a null optional field the wrong type, not missing', () => {
    expect(
      jobIssueMessage({ code: 'invalid_type', expected: 'boolean', input: null, path: ['confidential'] }),
    ).toBe('Confidential must be true or false.');
  });

  it('calls a null required field missing', () => {
    expect(jobIssueMessage({ code: 'invalid_type', expected: 'string', input: null, path: ['title'] })).toBe(
      'Title is required.',
    );
  });
});
