import { describe, expect, it } from 'vitest';
import { ENGLISH_ONLY_LAWS, FRENCH_LAW_TITLES, FRENCH_SECTION_NAMES, lawCitation } from './law-citation.ts';
import { POSTING_LAW_RULES } from './posting-law-rules.ts';

const CITED = POSTING_LAW_RULES.flatMap((rule) => [
  rule.source,
  ...(rule.exemptions ?? []).map((exemption) => exemption.source),
]);

describe('a law as a finding cites it', () => {
  it('has a French title, or is known to have none, for every law a rule cites', () => {
    const unknown = CITED.map((source) => source.law).filter(
      (law) => FRENCH_LAW_TITLES[law] === undefined && !ENGLISH_ONLY_LAWS.has(law),
    );
    expect(unknown).toEqual([]);
  });

  it('cites every section in French, by number or by its French name', () => {
    const untranslated = CITED.map((source) => source.section).filter(
      (section) => FRENCH_SECTION_NAMES[section] === undefined && !/^ss?\. [\d.]+$/.test(section),
    );
    expect(untranslated).toEqual([]);
  });

  it("cites Quebec's Charter of the French Language under its French title and article in French", () => {
    const charter = {
      law: 'Charter of the French Language, CQLR c. C-11 (Quebec), as amended in 2022 (Bill 96)',
      section: 's. 41',
      url: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/C-11',
    };
    expect(lawCitation(charter, 'fr')).toBe(
      'Charte de la langue française, RLRQ, c. C-11 (Québec), modifiée en 2022 (projet de loi 96), art. 41',
    );
    expect(lawCitation(charter, 'en')).toBe(`${charter.law}, s. 41`);
  });

  it('cites a law with no French title as it is, its section in French', () => {
    const payTransparency = {
      law: 'Pay Transparency Act, SBC 2023, c. 18 (British Columbia)',
      section: 's. 5',
      url: 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/23018',
    };
    expect(lawCitation(payTransparency, 'fr')).toBe(
      'Pay Transparency Act, SBC 2023, c. 18 (British Columbia), art. 5',
    );
  });
});
