// Bulk actions beyond the page: "Select all N matching" with the count the list answered, only the actions
// that change something, and an archive of more jobs than one bulk request takes (LIMITS.jobIdsPerRequest).
import type { Page } from '@playwright/test';
import { LIMITS } from '../../src-shared/schemas/limits.ts';
import { coreForThisFile } from './e2e-core.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations, SCREEN_SIZES, saveScreens } from './page-checks.ts';
import { seedJobs } from './seed-jobs.ts';

// Seeding and archiving over a hundred jobs on a shared two-core machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });
const core = coreForThisFile();

/** More than one bulk request's worth, every fifth one active (seedJobBody). */
const SEEDED = LIMITS.jobIdsPerRequest + 30;
const ACTIVE = SEEDED / 5;

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const bar = (page: Page) => page.getByRole('region', { name: 'Selected jobs' });
const rows = (page: Page) => page.getByRole('table', { name: 'Jobs' }).locator('tbody tr[data-job-id]');

async function totalWithStatus(status: 'active' | 'archived' | 'draft'): Promise<number> {
  const listed = await core().jobBoard.listJobs({ status, pageSize: 1 });
  if (!listed.ok) throw new Error(listed.error.message);
  return listed.value.paging.total;
}

test('select all matching archives every matching job across pages, offering only the actions that change one', async ({
  page,
}) => {
  await seedJobs(core().jobBoard, SEEDED);
  await page.goto(core().appAddress);

  // Every active job: Publish would change none of them, so it is not offered.
  await tab(page, 'Active').click();
  await expect(tab(page, 'Active')).toHaveAttribute('aria-selected', 'true');
  // The seeded jobs reach the list through the core's events: the page is full before it is selected (a CI
  // rehearsal selected the 5 rows shown so far).
  await expect(tab(page, 'Active')).toContainText(String(ACTIVE));
  await expect(rows(page)).toHaveCount(25);
  await page.getByRole('checkbox', { name: 'Select all jobs on this page' }).click();
  await expect(bar(page)).toContainText('25 jobs selected');
  await expect(bar(page).getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await bar(page)
    .getByRole('button', { name: `Select all ${ACTIVE} matching` })
    .click();
  await expect(bar(page)).toContainText(`All ${ACTIVE} matching jobs selected`);
  await expect(bar(page).getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'every matching job selected');
  await saveScreens(page, 'jobs-all-matching-selected', SCREEN_SIZES);
  await bar(page).getByRole('button', { name: 'Archive' }).click();
  await expect(
    page.getByTestId('bulk-undo-toast').filter({ hasText: `Archived ${ACTIVE} jobs.` }),
  ).toBeVisible();
  expect(await totalWithStatus('active')).toBe(0);
  expect(await totalWithStatus('archived')).toBe(ACTIVE);

  // Every job, more than one bulk request takes: the drafts are archived, the archived ones said to be so.
  await tab(page, 'All').click();
  await page.getByRole('checkbox', { name: 'Select all jobs on this page' }).click();
  await bar(page)
    .getByRole('button', { name: `Select all ${SEEDED} matching` })
    .click();
  await expect(bar(page)).toContainText(`All ${SEEDED} matching jobs selected`);
  await expect(bar(page).getByRole('button', { name: 'Publish' })).toBeVisible();
  await bar(page).getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByTestId('bulk-summary')).toContainText(
    `Archived ${SEEDED - ACTIVE} jobs. ${ACTIVE} jobs could not be archived:`,
  );
  expect(await totalWithStatus('archived')).toBe(SEEDED);
  expect(await totalWithStatus('draft')).toBe(0);
  await expect(bar(page)).toHaveCount(0);
});
