// The pieces of text a recruiter may start from (added on request, then theirs to edit or delete): a
// company introduction, benefits, an equal opportunity statement and an AI statement, with blanks in
// [brackets] to fill in. Never inserted by themselves.
import type { TextTemplateInput } from '../schemas/templates.ts';

export const STARTER_TEXT_TEMPLATES: readonly TextTemplateInput[] = [
  {
    kind: 'text',
    name: 'About us',
    purpose: 'company',
    html:
      '<p><strong>About [Company]</strong></p><p>[Company] is a [size] team based in [city] that [what the company does]. ' +
      'We care about [values], and we are growing.</p>',
  },
  {
    kind: 'text',
    name: 'Benefits',
    purpose: 'benefits',
    html:
      '<p><strong>What we offer</strong></p><ul><li><p>Health and dental coverage from day one</p></li>' +
      '<li><p>[Number] weeks of paid vacation</p></li><li><p>A retirement savings plan with employer matching</p></li>' +
      '<li><p>Flexible hours and [remote / hybrid] work</p></li></ul>',
  },
  {
    kind: 'text',
    name: 'Equal opportunity',
    purpose: 'equal-opportunity',
    html:
      '<p>[Company] is an equal opportunity employer. We welcome applications from everyone and provide ' +
      'accommodations during the hiring process on request: tell us what you need at [contact].</p>',
  },
  {
    kind: 'text',
    name: 'Use of artificial intelligence',
    purpose: 'ai',
    html:
      '<p>We use artificial intelligence to [screen / assess / select] applicants for this position. ' +
      'A person reviews every application before a decision is made.</p>',
  },
  {
    kind: 'text',
    name: 'No use of artificial intelligence',
    purpose: 'ai',
    html: '<p>We do not use artificial intelligence to screen, assess or select applicants for this position.</p>',
  },
];
