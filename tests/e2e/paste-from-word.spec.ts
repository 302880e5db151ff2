// Pasting what Word, Google Docs and LibreOffice really put on the clipboard (tests/paste/fixtures) into the
// description, saving, and reading the job back from the API: real lists, bold headings, one line per table row.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { coreForThisFile } from './e2e-core.ts';
import { editorFields, readJob } from './editor-page.ts';
import { expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });
const core = coreForThisFile();

const PROGRAMS = ['word', 'google-docs', 'libreoffice'] as const;

function readPasteFixture(program: (typeof PROGRAMS)[number]): string {
  return readFileSync(new URL(`../paste/fixtures/${program}.html`, import.meta.url), 'utf8');
}

async function createDraft(title: string): Promise<Job> {
  const created = await core().jobBoard.createJob(validJobBody({ title, status: 'draft' }));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.job;
}

/** Pastes `html` into the focused description as the browser does on Ctrl+V, with the program's plain text too. */
async function pasteHtml(page: Page, html: string): Promise<void> {
  await editorFields(page).description.evaluate((element, clipboardHtml) => {
    const data = new DataTransfer();
    data.setData('text/html', clipboardHtml);
    data.setData('text/plain', 'Line Cook – Moncton');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

for (const program of PROGRAMS) {
  test(`a paste from ${program} is saved as lists, a bold heading and table rows with separated cells`, async ({
    page,
  }) => {
    const job = await createDraft(`Pasted from ${program}`);
    await page.goto(`${core().appAddress}#/jobs/${job.id}`);
    // The first load of the built UI can take more than the default 10 s on a busy 2-core machine.
    await expect(editorFields(page).title).toHaveValue(job.title, { timeout: 30_000 });
    // From here on: the page load's own two errors (favicon, zod's CSP probe) are issue 18's other row.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const { description } = editorFields(page);
    await description.click();
    await page.keyboard.press('ControlOrMeta+a');
    await pasteHtml(page, readPasteFixture(program));
    await expect(description.locator('ul > li')).toHaveCount(4);
    await page.getByRole('button', { name: 'Save draft' }).click();

    await expect
      .poll(async () => (await readJob(core().jobBoard, job.id)).description)
      .toContain('<ol><li><p>Send your résumé');
    const saved = (await readJob(core().jobBoard, job.id)).description;
    // The heading, bold; the bullets and numbers as lists, the nested one inside its item; nothing typed out.
    expect(saved).toMatch(/^<p><strong>Line Cook – Moncton<\/strong><\/p>/);
    expect(saved).toContain(
      '<ul><li><p>Prepare the line before each service</p></li><li><p>Excel wizardry for the weekly order</p><ul><li><p>Counts on <strong>Sunday</strong> night</p></li></ul></li><li><p>Keep the walk-in clean</p></li></ul>',
    );
    expect(saved).toContain(
      '<ol><li><p>Send your résumé to <a href="mailto:jobs@acme.ca">jobs@acme.ca</a></p></li><li><p>Come for a trial shift</p></li></ol>',
    );
    // Each table row one paragraph, its cells separated; underlined and struck text kept as text.
    expect(saved).toContain(
      '<p><strong>Shift</strong> | <strong>Hours</strong></p><p>Weekdays | 4 pm to midnight</p><p>Weekends | 10 am to 6 pm</p>',
    );
    expect(saved).toContain('Pay is $22.50 an hour, $18 an hour no longer.');
    expect(saved).not.toMatch(/o:p|mso|Mso|class=|style=|&nbsp;|·|\[if/);
    expect(consoleErrors).toEqual([]);
  });
}
