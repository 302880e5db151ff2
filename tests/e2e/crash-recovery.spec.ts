// A renderer crash (Chromium's Page.crash, as a crashed tab or a killed renderer process): no pagehide, no
// beforeunload, nothing flushed on the way out. Keys typed just before it are offered back by the next page
// from the typing journal.
import { validJobBody } from '../helpers/job-bodies.ts';
import { coreForThisFile } from './e2e-core.ts';
import { editorFields, openJob } from './editor-page.ts';
import { collectConsoleErrors, expect, test } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './page-checks.ts';

const core = coreForThisFile();

test('keys typed just before the renderer crashes are offered back in a new page', async ({
  context,
  page,
}) => {
  const created = await core().jobBoard.createJob(validJobBody({ title: 'Crash Baker' }));
  if (!created.ok) throw new Error(created.error.message);
  const job = created.value.job;
  await openJob(page, core().appAddress, job);
  const fields = editorFields(page);
  await fields.title.click();
  await page.keyboard.press('End');
  // About 16 keys a second, and the crash a moment after the last.
  await page.keyboard.type(', nights', { delay: 60 });
  await page.waitForTimeout(150);

  const crashed = page.waitForEvent('crash');
  const session = await context.newCDPSession(page);
  // The renderer dies before it can answer: the call's own outcome says nothing.
  void session.send('Page.crash').catch(() => undefined);
  await crashed;

  const next = await context.newPage();
  const errors = collectConsoleErrors(next);
  await openJob(next, core().appAddress, job);
  const offer = next.getByRole('region', { name: 'Unsaved edits' });
  await expect(offer).toContainText('You have unsaved edits from');
  await expectNoSeriousAxeViolations(next, 'the editor offering edits back after a crash');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(editorFields(next).title).toHaveValue('Crash Baker, nights');
  expect(errors).toEqual([]);
});
