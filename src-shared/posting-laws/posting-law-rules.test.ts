import { describe, expect, it } from 'vitest';
import type { PostingLawSettings } from '../schemas/posting-checks.ts';
import { checkPosting } from './check-posting.ts';
import { POSTING_LAW_RULES, postingRuleTitle } from './posting-law-rules.ts';
import type { PostingCheckInput, PostingSalary } from './posting-law-types.ts';
import { ACCOMMODATION_STATEMENT, AI_STATEMENT_SENTENCE, VACANCY_STATEMENT_SENTENCE } from './statements.ts';

const YEARLY = 1;
const HOURLY = 5;
const EMPLOYER: PostingLawSettings = { ontarioEmployees25OrMore: true, usesAiScreening: false };
const COMPLETE_DESCRIPTION = `<p>Build things.</p><p>${VACANCY_STATEMENT_SENTENCE}</p><p>${ACCOMMODATION_STATEMENT.en}</p>`;

function posting(overrides: Partial<PostingCheckInput> = {}): PostingCheckInput {
  return {
    locations: [{ description: 'Toronto, ON' }],
    salary: { amount: 80_000, maxAmount: 120_000, periodId: YEARLY },
    descriptionHtml: COMPLETE_DESCRIPTION,
    checkedOn: '2026-11-25',
    ...overrides,
  };
}

function pay(
  amount: number | null,
  maxAmount: number | null,
  periodId: number | null = YEARLY,
): PostingSalary {
  return { amount, maxAmount, periodId };
}

const rulesOf = (input: PostingCheckInput, employer: PostingLawSettings = EMPLOYER) =>
  checkPosting(input, employer).map((finding) => `${finding.province}:${finding.rule}`);

/** The governments' and legislatures' own sites: a source is never a law firm's note. */
const OFFICIAL_SITES = [
  'gov.bc.ca',
  'ontario.ca',
  'princeedwardisland.ca',
  'legisquebec.gouv.qc.ca',
  'gov.mb.ca',
  'alberta.ca',
  'gnb.ca',
  'assembly.nl.ca',
  'nslegislature.ca',
  'gov.nt.ca',
  'nunavutlegislation.ca',
  'saskatchewan.ca',
  'yukon.ca',
];

describe('the posting-law rules as data', () => {
  it('name a province, an effective day, a field, a source with a government address, for every rule', () => {
    for (const rule of POSTING_LAW_RULES) {
      expect(rule.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(OFFICIAL_SITES.some((site) => new URL(rule.source.url).hostname.endsWith(site))).toBe(true);
      expect(rule.source.url).toMatch(/^https:\/\//);
      expect(rule.source.section).not.toBe('');
      expect(rule.checks).not.toBe('');
      expect(rule.verified).not.toBe('');
      expect(rule.title.en).not.toBe('');
      expect(rule.title.fr).not.toBe(rule.title.en);
    }
    expect(new Set(POSTING_LAW_RULES.map((rule) => rule.id)).size).toBe(POSTING_LAW_RULES.length);
  });
});

describe('pay in British Columbia and Prince Edward Island', () => {
  it.each([
    ['Vancouver, BC', 'BC:bc-pay', 'British Columbia'],
    ['Charlottetown, PE', 'PE:pe-pay', 'Prince Edward Island'],
  ])('a posting in %s with no salary is told to enter one', (description, rule, name) => {
    const findings = checkPosting(posting({ locations: [{ description }], salary: null }), EMPLOYER);
    expect(findings.map((finding) => `${finding.province}:${finding.rule}`)).toEqual([rule]);
    expect(findings[0]).toMatchObject({ severity: 'required', field: 'salary' });
    expect(findings[0]?.message).toContain(name);
  });

  it('accepts an amount alone, or a range with both ends, whatever the period', () => {
    const bc = { locations: [{ description: 'Victoria, BC' }] };
    expect(rulesOf(posting({ ...bc, salary: pay(25, null, HOURLY) }))).toEqual([]);
    expect(rulesOf(posting({ ...bc, salary: pay(20, 300, HOURLY) }))).toEqual([]);
  });

  it('refuses a range with only its top ("up to")', () => {
    const [finding] = checkPosting(
      posting({ locations: [{ description: 'Victoria, BC' }], salary: pay(null, 90_000) }),
      EMPLOYER,
    );
    expect(finding?.rule).toBe('bc-pay');
    expect(finding?.message).toContain('both ends');
    expect(finding?.message).toContain('$90,000');
  });

  it('binds every employer, however small', () => {
    const small = { ontarioEmployees25OrMore: false, usesAiScreening: null };
    expect(rulesOf(posting({ locations: [{ description: 'Surrey, BC' }], salary: null }), small)).toEqual([
      'BC:bc-pay',
    ]);
  });

  it('does not bind a posting checked the day before its rule', () => {
    expect(
      rulesOf(posting({ locations: [{ description: 'Surrey, BC' }], salary: null, checkedOn: '2023-10-31' })),
    ).toEqual([]);
    expect(
      rulesOf(posting({ locations: [{ description: 'Surrey, BC' }], salary: null, checkedOn: '2023-11-01' })),
    ).toEqual(['BC:bc-pay']);
    expect(
      rulesOf(
        posting({ locations: [{ description: 'Summerside, PE' }], salary: null, checkedOn: '2022-05-31' }),
      ),
    ).toEqual([]);
    expect(
      rulesOf(
        posting({ locations: [{ description: 'Summerside, PE' }], salary: null, checkedOn: '2022-06-01' }),
      ),
    ).toEqual(['PE:pe-pay']);
  });
});

describe("Ontario's pay range", () => {
  const range = (low: number, high: number, periodId = YEARLY) =>
    posting({ salary: pay(low, high, periodId) });

  it('accepts a yearly range exactly $50,000 wide', () => {
    expect(rulesOf(range(100_000, 150_000))).toEqual([]);
  });

  it('refuses a yearly range $50,000.01 wide, saying how wide it is', () => {
    const [finding] = checkPosting(range(100_000, 150_000.01), EMPLOYER);
    expect(finding).toMatchObject({ rule: 'on-pay-range', severity: 'required', field: 'salary' });
    expect(finding?.message).toContain('$50,000.01 wide');
  });

  it('refuses a $60,000 range whose top is exactly $200,000', () => {
    expect(rulesOf(range(140_000, 200_000))).toEqual(['ON:on-pay-range']);
  });

  it('allows any width once the top is $200,001', () => {
    expect(rulesOf(range(100_000, 200_001))).toEqual([]);
  });

  it('converts hourly pay at 40 hours a week, 52 weeks a year, and asks the recruiter to check', () => {
    // $20 to $45 an hour: $41,600 to $93,600 a year, $52,000 wide.
    const [finding] = checkPosting(range(20, 45, HOURLY), EMPLOYER);
    expect(finding).toMatchObject({ rule: 'on-pay-range', severity: 'check' });
    expect(finding?.message).toContain('At 40 hours a week, 52 weeks a year, $20 to $45 per hour');
    expect(finding?.message).toContain('$41,600 to $93,600 a year, $52,000 wide');
    // $20 to $44 an hour is $49,920 wide: within the rule.
    expect(rulesOf(range(20, 44, HOURLY))).toEqual([]);
    // $50 to $100 an hour tops out at $208,000 a year: over $200,000, any width.
    expect(rulesOf(range(50, 100, HOURLY))).toEqual([]);
  });

  it('asks for pay when there is none, as BC does', () => {
    expect(rulesOf(posting({ salary: null }))).toEqual(['ON:on-pay']);
    expect(rulesOf(posting({ salary: pay(90_000, null) }))).toEqual([]);
  });
});

describe("Ontario's exemption for a role paying over $200,000 a year", () => {
  it('raises no pay finding once the recruiter says the role pays over $200,000, and raises it while they do not', () => {
    expect(rulesOf(posting({ salary: null, job: { paysOver200k: true } }))).toEqual([]);
    expect(rulesOf(posting({ salary: null, job: { paysOver200k: false } }))).toEqual(['ON:on-pay']);
    expect(rulesOf(posting({ salary: null, job: {} }))).toEqual(['ON:on-pay']);
  });

  it('raises no pay finding for a stated top over $200,000 a year, and raises it for one of $200,000', () => {
    expect(rulesOf(posting({ salary: { amount: null, maxAmount: 250_000, periodId: YEARLY } }))).toEqual([]);
    // $100 an hour is $208,000 a year.
    expect(rulesOf(posting({ salary: { amount: null, maxAmount: 100, periodId: HOURLY } }))).toEqual([]);
    const [finding] = checkPosting(
      posting({ salary: { amount: null, maxAmount: 200_000, periodId: YEARLY } }),
      EMPLOYER,
    );
    expect(finding).toMatchObject({ rule: 'on-pay', severity: 'required' });
    expect(finding?.message).toContain('("up to $200,000" is not enough)');
  });

  it('leaves British Columbia’s pay rule as it is: the exemption is Ontario’s', () => {
    const both = [{ description: 'Toronto, ON' }, { description: 'Vancouver, BC' }];
    expect(rulesOf(posting({ locations: both, salary: null, job: { paysOver200k: true } }))).toEqual([
      'BC:bc-pay',
    ]);
  });

  it('cites the exemption in the rule’s data, with the regulation and what could be verified', () => {
    const rule = POSTING_LAW_RULES.find((each) => each.id === 'on-pay');
    expect(rule?.exemptions?.[0]?.source.law).toContain('O. Reg. 476/24');
    expect(rule?.exemptions?.[0]?.when).toContain('$200,000');
    expect(rule?.exemptions?.[0]?.verified).toContain('section number was not read');
  });
});

describe("Ontario's statements", () => {
  it('asks for the vacancy statement, offering a sentence, and is satisfied by either answer', () => {
    const [finding] = checkPosting(posting({ descriptionHtml: '<p>Build things.</p>' }), EMPLOYER);
    expect(finding).toMatchObject({
      rule: 'on-vacancy-statement',
      field: 'description',
      suggestion: VACANCY_STATEMENT_SENTENCE,
    });
    expect(
      rulesOf(
        posting({
          descriptionHtml: `<p>This posting is not for an existing vacancy.</p><p>${ACCOMMODATION_STATEMENT.en}</p>`,
        }),
      ),
    ).toEqual([]);
  });

  it('requires the AI statement of an employer that uses AI, and accepts one in its own words', () => {
    const usesAi = { ...EMPLOYER, usesAiScreening: true };
    const [finding] = checkPosting(posting(), usesAi);
    expect(finding).toMatchObject({
      rule: 'on-ai-statement',
      severity: 'required',
      suggestion: AI_STATEMENT_SENTENCE,
    });
    const ownWords = `${COMPLETE_DESCRIPTION}<ul><li>An AI tool helps us review applications.</li></ul>`;
    expect(rulesOf(posting({ descriptionHtml: ownWords }), usesAi)).toEqual([]);
  });

  it('asks an employer who has not said whether it uses AI, until the statement is there', () => {
    const unsaid = { ...EMPLOYER, usesAiScreening: null };
    const [finding] = checkPosting(posting(), unsaid);
    expect(finding).toMatchObject({ rule: 'on-ai-statement', severity: 'check' });
    expect(finding?.message).toContain('Settings');
    const withSentence = `${COMPLETE_DESCRIPTION}<p>${AI_STATEMENT_SENTENCE}</p>`;
    expect(rulesOf(posting({ descriptionHtml: withSentence }), unsaid)).toEqual([]);
  });

  it('does not take "AI engineer" for a statement about screening', () => {
    const title = `${COMPLETE_DESCRIPTION}<p>Join us as an AI engineer.</p>`;
    expect(rulesOf(posting({ descriptionHtml: title }), { ...EMPLOYER, usesAiScreening: true })).toEqual([
      'ON:on-ai-statement',
    ]);
  });

  it('refuses a requirement of Canadian experience, quoting it, in English or French', () => {
    const asked = `${COMPLETE_DESCRIPTION}<p>3 years of Canadian work experience.</p>`;
    const [finding] = checkPosting(posting({ descriptionHtml: asked }), EMPLOYER);
    expect(finding).toMatchObject({ rule: 'on-canadian-experience', severity: 'required' });
    expect(finding?.message).toContain('"Canadian work experience"');
    const french = `${COMPLETE_DESCRIPTION}<p>Expérience canadienne exigée.</p>`;
    expect(rulesOf(posting({ descriptionHtml: french }))).toEqual(['ON:on-canadian-experience']);
  });

  it('only asks to check a sentence that says Canadian experience is not needed', () => {
    const negated = `${COMPLETE_DESCRIPTION}<p>Canadian experience is not required.</p>`;
    expect(checkPosting(posting({ descriptionHtml: negated }), EMPLOYER)[0]?.severity).toBe('check');
  });

  it('reads the text, not the markup: a statement split by tags and entities still counts', () => {
    const marked = `<p>This <strong>posting</strong> is for an existing&nbsp;<em>vacancy</em>.</p><p>${ACCOMMODATION_STATEMENT.en}</p>`;
    expect(rulesOf(posting({ descriptionHtml: marked }))).toEqual([]);
  });
});

describe('which rules apply', () => {
  it('finds nothing for a job in a province without a pay or statement law, French written in Quebec', () => {
    const empty = { salary: null, descriptionHtml: '<p>Canadian experience required.</p>' };
    for (const description of ['Calgary, AB', 'Halifax, NS', 'Whitehorse, YT'])
      expect(rulesOf(posting({ ...empty, locations: [{ description }] }))).toEqual([]);
    const french = {
      salary: null,
      descriptionHtml: '<p>Une expérience canadienne est exigée pour ce poste de comptable.</p>',
    };
    expect(rulesOf(posting({ ...french, locations: [{ description: 'Montréal, QC' }] }))).toEqual([]);
  });

  it('finds only the accessibility statement in Ontario before 1 January 2026, and everything from that day', () => {
    const bare = { salary: null, descriptionHtml: '<p>Build things.</p>' };
    expect(rulesOf(posting({ ...bare, checkedOn: '2025-12-31' }))).toEqual(['ON:on-accommodation']);
    expect(rulesOf(posting({ ...bare, checkedOn: '2026-01-01' }))).toEqual([
      'ON:on-pay',
      'ON:on-vacancy-statement',
      'ON:on-accommodation',
    ]);
  });

  it("spares an employer under 25 employees Ontario's rules, but not British Columbia's", () => {
    const small = { ontarioEmployees25OrMore: false, usesAiScreening: true };
    const both = [{ description: 'Toronto, ON' }, { description: 'Vancouver, BC' }];
    expect(rulesOf(posting({ locations: both, salary: null, descriptionHtml: '<p>x</p>' }), small)).toEqual([
      'ON:on-accommodation',
      'BC:bc-pay',
    ]);
  });

  it("gives a job in Toronto and Vancouver both provinces' rules, in the order of its locations", () => {
    const locations = [
      { description: 'Toronto, ON' },
      { description: 'Vancouver, BC' },
      { description: 'Toronto, on' },
    ];
    expect(rulesOf(posting({ locations, salary: null, descriptionHtml: '<p>x</p>' }))).toEqual([
      'ON:on-pay',
      'ON:on-vacancy-statement',
      'ON:on-accommodation',
      'BC:bc-pay',
    ]);
  });

  it('finds the province of a city written alone through the place directory, and skips unreadable ones', () => {
    const locations = [{ description: 'Kelowna' }, { description: 'Nowhere, XX' }];
    const provinceOfCity = (city: string) => (city === 'kelowna' ? ('BC' as const) : undefined);
    const findings = checkPosting(posting({ locations, salary: null }), EMPLOYER, { provinceOfCity });
    expect(findings.map((finding) => finding.rule)).toEqual(['bc-pay']);
    expect(checkPosting(posting({ locations, salary: null }), EMPLOYER)).toEqual([]);
  });
});

describe("British Columbia's ban on asking for pay history", () => {
  const inVancouver = (sentence: string) =>
    posting({ locations: [{ description: 'Vancouver, BC' }], descriptionHtml: `<p>${sentence}</p>` });

  it.each([
    ['Please include your current salary with your résumé.', 'current salary'],
    ['Tell us your salary history.', 'salary history'],
    ['Indiquez votre salaire actuel dans votre lettre.', 'salaire actuel'],
  ])('refuses "%s", quoting it', (sentence, phrase) => {
    const [finding] = checkPosting(inVancouver(sentence), EMPLOYER);
    expect(finding).toMatchObject({ rule: 'bc-pay-history', severity: 'required', field: 'description' });
    expect(finding?.message).toContain(`"${phrase}"`);
  });

  it('allows asking what pay an applicant expects, and saying pay history is never asked', () => {
    expect(rulesOf(inVancouver('Tell us your salary expectations.'))).toEqual([]);
    expect(rulesOf(inVancouver('We will never ask for your salary history.'))).toEqual([]);
    expect(rulesOf(inVancouver('Nous ne demandons jamais votre salaire actuel.'))).toEqual([]);
  });
});

describe('jobs open to British Columbia residents from elsewhere', () => {
  const remote = (text: string) =>
    posting({
      salary: null,
      descriptionHtml: `<p>${text}</p><p>${VACANCY_STATEMENT_SENTENCE}</p><p>${ACCOMMODATION_STATEMENT.en}</p>`,
    });

  it("bring BC's pay rule to a remote job open anywhere in Canada, or to BC by name, wherever it is located", () => {
    expect(rulesOf(remote('This is a remote role open to applicants anywhere in Canada.'))).toEqual([
      'ON:on-pay',
      'BC:bc-pay',
    ]);
    expect(
      rulesOf(remote('Poste en télétravail, ouvert aux résidents de la Colombie-Britannique.')),
    ).toContain('BC:bc-pay');
  });

  it('leave a job worked in its office, or remote within its own province, to its own province', () => {
    expect(rulesOf(remote('You will work at our Toronto office across from Canada Life.'))).toEqual([
      'ON:on-pay',
    ]);
    expect(rulesOf(remote('Remote within Ontario.'))).toEqual(['ON:on-pay']);
  });
});

describe('findings in French', () => {
  const fr = { language: 'fr' as const };

  it('write amounts as Quebec does, « 50 000 $ », and keep the signs’ spaces from breaking', () => {
    const [finding] = checkPosting(posting({ salary: pay(60_000, 120_000) }), EMPLOYER, fr);
    expect(finding?.rule).toBe('on-pay-range');
    expect(finding?.message).toContain('50\u00a0000\u00a0$');
    expect(finding?.message).toContain('60\u00a0000\u00a0$ à 120\u00a0000\u00a0$');
    expect(finding?.message).toContain('\u00a0: resserrez-la');
  });

  it('name the province as a French sentence does, and keep the law’s own name', () => {
    const [finding] = checkPosting(
      posting({ locations: [{ description: 'Vancouver, BC' }], salary: null }),
      EMPLOYER,
      fr,
    );
    expect(finding?.message).toMatch(/^La Colombie-Britannique exige le salaire prévu/);
    expect(finding?.source?.law).toContain('Pay Transparency Act');
  });

  it('offer the statement in the description’s language: French for a French description', () => {
    const french = '<p>Nous recherchons une personne pour gérer notre entrepôt de Toronto et son équipe.</p>';
    const [finding] = checkPosting(posting({ descriptionHtml: french }), EMPLOYER);
    expect(finding?.rule).toBe('on-vacancy-statement');
    expect(finding?.message).toContain('Ontario requires');
    expect(finding?.suggestion).toBe('Cet affichage vise à pourvoir un poste vacant existant.');
  });

  it('have a French title for every rule', () => {
    for (const rule of POSTING_LAW_RULES) expect(postingRuleTitle(rule.id, 'fr')).toBe(rule.title.fr);
  });
});
