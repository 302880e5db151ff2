// The Locations input as a recruiter types into it: "City PR" without the comma, a place JobDesk's list does
// not have, a fourth place, and the input left empty after each pick; in French, what it cannot take or
// does not know is said in French.
import type { Page } from '@playwright/test';
import { coreForThisFile } from './e2e-core.ts';
import { editorFields } from './editor-page.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './page-checks.ts';

// Typing into a live editor with suggestions takes close to a minute on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
const core = coreForThisFile();

async function newJob(page: Page): Promise<ReturnType<typeof editorFields>> {
  await page.goto(`${core().appAddress}#/jobs/new`);
  const fields = editorFields(page);
  // The first load of the built UI can take more than the default 10 s on a busy 2-core machine.
  await expect(fields.title).toBeVisible({ timeout: 30_000 });
  return fields;
}

/** The places shown as pills, in order. */
async function pills(page: Page): Promise<string[]> {
  return page.locator('.mantine-TagsInput-pill').allInnerTexts();
}

test('places typed in every way a recruiter does become pills, with the input empty after each', async ({
  page,
}) => {
  const { locations } = await newJob(page);
  await locations.click();
  // Picked from the suggestions with the mouse; then the next place is typed into an empty input.
  await locations.pressSequentially('Regin');
  await page.getByRole('option', { name: 'Regina, SK' }).click();
  await expect.poll(() => pills(page)).toEqual(['Regina, SK']);
  await expect(locations).toHaveValue('');
  await locations.pressSequentially('Halifax NS');
  await page.keyboard.press('Enter');
  await expect.poll(() => pills(page)).toEqual(['Regina, SK', 'Halifax, NS']);
  await expect(locations).toHaveValue('');

  await locations.pressSequentially('Atlantis, ON');
  await page.keyboard.press('Enter');
  await expect.poll(() => pills(page)).toEqual(['Regina, SK', 'Halifax, NS', 'Atlantis, ON']);
  await expect(page.getByRole('status').filter({ hasText: 'Atlantis, ON is not in' })).toHaveText(
    "Atlantis, ON is not in JobDesk's list of places — check the spelling.",
  );
  await expect(page.getByText('Halifax, NS is not in')).toHaveCount(0);

  // A fourth: nothing is offered, Enter adds nothing, and the input says why.
  await locations.pressSequentially('Monct');
  await expect(page.getByText('At most 3 places: remove one to add another.')).toBeVisible();
  await expect(page.getByRole('option', { name: 'Moncton, NB' })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect.poll(() => pills(page)).toEqual(['Regina, SK', 'Halifax, NS', 'Atlantis, ON']);
  await expectNoSeriousAxeViolations(page, 'the editor with three places and a note');

  // Removing the unlisted place (the last pill: Backspace in the emptied input) removes its note.
  await locations.fill('');
  await page.keyboard.press('Backspace');
  await expect.poll(() => pills(page)).toEqual(['Regina, SK', 'Halifax, NS']);
  await expect(page.getByText('Atlantis, ON is not in')).toHaveCount(0);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('a place the editor cannot take, or does not know, is explained in French', async ({ page }) => {
    await page.goto(`${core().appAddress}#/jobs/new`);
    const locations = page.getByRole('combobox', { name: 'Lieux' });
    await expect(locations).toBeVisible({ timeout: 30_000 });
    await locations.click();
    await locations.pressSequentially('Moncton, Nouveau-Brunswick');
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Utilisez le code NB pour Nouveau-Brunswick : « Moncton, NB ».'),
    ).toBeVisible();
    await expect.poll(() => pills(page)).toEqual([]);

    await locations.pressSequentially('Atlantis, ON');
    await page.keyboard.press('Enter');
    await expect.poll(() => pills(page)).toEqual(['Atlantis, ON']);
    await expect(page.getByRole('status').filter({ hasText: 'Atlantis, ON' })).toHaveText(
      'Atlantis, ON n’est pas dans la liste des lieux de JobDesk — vérifiez l’orthographe.',
    );
  });
});
