// The editor's words that must be true: money with its cents, a warning on a salary that cannot be meant for
// its period, and a preview with what a candidate sees (how to apply, the close date, never the core's "My jobs").
import type { Job } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { coreForThisFile } from './e2e-core.ts';
import { editorFields } from './editor-page.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './page-checks.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
const core = coreForThisFile();

async function createDraft(overrides: Record<string, unknown>): Promise<Job> {
  const created = await core().jobBoard.createJob(validJobBody({ status: 'draft', ...overrides }));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.job;
}

test('an hourly wage of $22.50 reads with its cents, made yearly it is questioned, and the preview says how to apply and until when', async ({
  page,
}) => {
  const job = await createDraft({
    title: 'Prep cook',
    salary: { amount: 22.5, maxAmount: null, period: { id: 5 }, plusCommission: false },
    closeDate: '2027-03-15T23:59:59.000Z',
    applicantRoutingType: { id: 2 },
    applicationUrl: 'https://acme.ca/careers',
    applicationEmail: null,
  });
  await page.goto(`${core().appAddress}#/jobs/${job.id}`);
  const fields = editorFields(page);
  // The first load of the built UI can take more than the default 10 s on a busy 2-core machine.
  await expect(fields.title).toHaveValue('Prep cook', { timeout: 30_000 });
  await expect(fields.salary).toHaveValue('$22.50');
  await expect(page.getByTestId('salary-plausibility')).toHaveCount(0);

  await fields.payPeriod.click();
  await page.getByRole('option', { name: 'Yearly' }).click();
  await expect(page.getByTestId('salary-plausibility')).toHaveText(
    '$22.50 a year is unusually low for this pay period. Check the amount and the pay period: did you mean $22.50 an hour?',
  );
  await expectNoSeriousAxeViolations(page, 'the editor with a salary warning');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByText('Candidates apply on your website: https://acme.ca/careers')).toBeVisible();
  await expect(preview.getByText(/^Applications close on March 1[56], 2027\.$/)).toBeVisible();
  await expect(preview.getByText('My jobs')).toHaveCount(0);
  await expect(preview.getByText('Your company', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  // The warning does not stop a save.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect
    .poll(async () => {
      const read = await core().jobBoard.getJob(job.id);
      return read.ok ? read.value.salary?.period.id : null;
    })
    .toBe(1);
});
