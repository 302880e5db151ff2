import { describe, expect, it } from 'vitest';
import { checkPosting } from './check-posting.ts';
import { placeholderMessage, templatePlaceholders } from './template-placeholders.ts';

const EMPLOYER = { ontarioEmployees25OrMore: false } as never;

describe('template blanks', () => {
  it.each([
    ['[Number] weeks of paid vacation', ['[Number]']],
    ['Work is [remote / hybrid] from our Moncton office.', ['[remote / hybrid]']],
    ['Join [Company], a [size] team in [city].', ['[Company]', '[size]', '[city]']],
    ['[Nombre] semaines de vacances payées', ['[Nombre]']],
    ['Salary: $[X] per hour', ['[X]']],
    ['Send it to [contact] or [contact].', ['[contact]']],
  ])('finds the blanks of “%s”', (text, blanks) => {
    expect(templatePlaceholders(text)).toEqual(blanks);
  });

  it.each([
    'Our safety record is the best in the region [1].',
    'As studies show [2, 3], flexible hours help.',
    'See note [a] below.',
    'He said the crew “were the best [sic] in years”.',
    'The plan “will […] grow the team”.',
    'The plan "will [...] grow the team".',
    'Apply [here](https://example.ca/jobs) today.',
    'An empty pair [] says nothing.',
    'A résumé and a cover letter, please.',
  ])('finds no blank in “%s”', (text) => {
    expect(templatePlaceholders(text)).toEqual([]);
  });

  it('says what to do in both languages, naming each blank', () => {
    expect(placeholderMessage(['[Number]'])).toEqual({
      en: '“[Number]” looks like a blank left from a template: fill it in or take it out before you publish.',
      fr: '« [Number] » semble un espace à remplir laissé par un modèle : remplissez-le ou retirez-le avant de publier.',
    });
    expect(placeholderMessage(['[Number]', '[city]']).en).toMatch(
      /^“\[Number\]” and “\[city\]” look like blanks/,
    );
  });

  it('is a check under the description, wherever the job is and in the language asked', () => {
    const input = {
      locations: [],
      salary: null,
      descriptionHtml: '<p>[Number] weeks of paid vacation</p>',
      checkedOn: '2026-12-06',
    };
    const [finding] = checkPosting(input, EMPLOYER, { language: 'fr' });
    expect(finding).toMatchObject({ rule: 'template-placeholder', severity: 'check', field: 'description' });
    expect(finding?.message).toContain('modèle\u00a0:');
    expect(finding?.province).toBeUndefined();
    expect(
      checkPosting({ ...input, descriptionHtml: '<p>Four weeks of paid vacation</p>' }, EMPLOYER),
    ).toEqual([]);
  });
});
