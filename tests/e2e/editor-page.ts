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

/**
 * How long a page loaded on an editor may take to show it. The editor's code (TipTap, the date picker,
 * spelling) loads on first need, after the frame: on a machine busy with other work that is several seconds
 * of a starved renderer (traces show every request to the core answered in under a second, and the gaps
 * between them spent evaluating and rendering), more than the 10 s an expectation waits by default.
 */
export const EDITOR_FIRST_OPEN_TIMEOUT_MS = 30_000;

/** Opens the job's editor from the address the core printed (`appAddress`, with its run's token), and waits for its title. */
export async function openJob(page: Page, appAddress: string, job: Job): Promise<void> {
  await page.goto(`${appAddress}#/jobs/${job.id}`);
  await expect(editorFields(page).title).toHaveValue(job.title, { timeout: EDITOR_FIRST_OPEN_TIMEOUT_MS });
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
