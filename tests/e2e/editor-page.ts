// The job editor as the end-to-end tests drive it: its inputs by their labels, and reading a job back.
import { expect, type Locator, type Page } from '@playwright/test';
import type { JobBoardClient } from '../../src-shared/client/job-board-client.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';

/** Every labelled input of the editor, found the way a screen reader names it. */
export function editorFields(page: Page) {
  return {
    title: page.getByRole('textbox', { name: 'Title', exact: true }),
    referenceId: page.getByRole('textbox', { name: 'Reference ID' }),
    locations: page.getByRole('combobox', { name: 'Locations' }),
    categories: page.getByRole('combobox', { name: 'Categories' }),
    positionType: page.getByRole('combobox', { name: 'Position type' }),
    salary: page.getByRole('textbox', { name: 'Salary', exact: true }),
    maxSalary: page.getByRole('textbox', { name: 'Maximum salary' }),
    payPeriod: page.getByRole('combobox', { name: 'Pay period' }),
    plusCommission: page.getByRole('checkbox', { name: 'Plus commission' }),
    closeDate: page.getByRole('button', { name: 'Close date' }),
    confidential: page.getByRole('checkbox', { name: 'Confidential' }),
    autoRefresh: page.getByRole('checkbox', { name: 'Auto-refresh' }),
    routingEmail: page
      .getByRole('radiogroup', { name: 'How candidates apply' })
      .getByRole('radio', { name: 'Email' }),
    routingWebsite: page
      .getByRole('radiogroup', { name: 'How candidates apply' })
      .getByRole('radio', { name: 'Website' }),
    applicationEmail: page.getByRole('textbox', { name: 'Application email' }),
    applicationUrl: page.getByRole('textbox', { name: 'Application URL' }),
    description: page.getByRole('textbox', { name: 'Description' }),
  };
}

/** The text of the message an input is described by, once it is marked invalid. */
export async function expectErrorUnder(input: Locator, message: string | RegExp): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    describedBy
      .split(/\s+/)
      .filter((id) => id !== '')
      .map((id) =>
        input
          .page()
          .locator(`[id="${id}"]`)
          .textContent({ timeout: 1000 })
          .catch(() => ''),
      ),
  );
  expect(texts.join(' | ')).toMatch(
    typeof message === 'string' ? new RegExp(escapeRegExp(message)) : message,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens `#/jobs/<id>` and waits for the editor to show the job's title. */
/** Opens the job's editor from the address the core printed (`appAddress`, with its run's token). */
export async function openJob(page: Page, appAddress: string, job: Job): Promise<void> {
  await page.goto(`${appAddress}#/jobs/${job.id}`);
  // A first open loads the editor's code and renders it: on a two-core machine shared with other test runs
  // that took past expect's 10 s (conflicts.spec failed twice here at a load average of 18, and passed with more).
  await expect(editorFields(page).title).toHaveValue(job.title, { timeout: 30_000 });
}

/** The job as the core has it now (the test fails if it cannot be read). */
export async function readJob(jobBoard: JobBoardClient, id: number): Promise<Job> {
  const read = await jobBoard.getJob(id);
  if (!read.ok) throw new Error(`Could not read job ${id}: ${read.error.message}`);
  return read.value;
}

/** The id in `#/jobs/<id>` once the editor shows a saved job. */
export async function jobIdFromUrl(page: Page): Promise<number> {
  await expect(page).toHaveURL(/#\/jobs\/\d+$/);
  return Number(/#\/jobs\/(\d+)$/.exec(page.url())?.[1]);
}
