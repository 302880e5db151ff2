import { describe, expect, it } from 'vitest';
import { storedJob } from '../../src-shared/rules/job-fixtures.testing.ts';
import type { JobHistoryEntry } from '../../src-shared/schemas/history.ts';
import { createWriteGraphs } from './merge-model-graph.ts';
import { createBoardLog, unseenWriteBacks } from './merge-model-races.ts';

// A board of one job (id 7, JD-1) that answers reads and updates of the title with the job as it is then.
function boardOfOneJob() {
  let title = 'Cook';
  return async (request: Request): Promise<Response> => {
    if (request.method === 'PUT') title = ((await request.json()) as { title: string }).title;
    return Response.json({ ...storedJob({ title }), id: 7, referenceId: 'JD-1' });
  };
}

const read = (fetchAs: typeof fetch) => fetchAs('http://board.test/api/v1.1/jobs/7');
const writeTitle = (fetchAs: typeof fetch, title: string) =>
  fetchAs('http://board.test/api/v1.1/jobs/7', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ title }),
  });

/** A board of one job titled Cook, a laptop and the website calling it through one log, and the write graphs. */
function boardWithOneJobLogged() {
  const log = createBoardLog();
  const board = boardOfOneJob();
  const graphs = createWriteGraphs();
  graphs.write('JD-1', 'title', null, 'Cook');
  return { log, laptop: log.fetchAs('A', board), website: log.fetchAs('W', board), graphs };
}

describe('the merge model’s one race the board cannot refuse', () => {
  it('lets a laptop’s update win over a write that landed between its read and its update', async () => {
    const { log, laptop, website, graphs } = boardWithOneJobLogged();

    await read(laptop);
    await writeTitle(website, 'Chef');
    graphs.write('JD-1', 'title', 'Cook', 'Chef');
    await writeTitle(laptop, 'Line Cook');
    graphs.write('JD-1', 'title', 'Cook', 'Line Cook');
    expect(graphs.heads('JD-1', 'title')).toHaveLength(2);

    expect(log.settleRaces(graphs, ['title'])).toBe(1);
    expect(graphs.heads('JD-1', 'title')).toEqual(['Line Cook']);
    // Each race is settled once.
    expect(log.settleRaces(graphs, ['title'])).toBe(0);
  });

  it('lets a salary sent whole win with the part its writer left as it was, over that part written unseen', () => {
    const graphs = createWriteGraphs();
    const salary = (amount: number, maxAmount: number) => ({
      amount,
      maxAmount,
      period: { id: 1 },
      plusCommission: false,
    });
    graphs.write('JD-1', 'salary', null, salary(40_000, 90_000));
    // The website raises the maximum; the laptop, having read the job before, raises the amount and sends
    // the salary whole: its maximum, the one it read, lands over the website's.
    graphs.write('JD-1', 'salary', salary(40_000, 90_000), salary(40_000, 95_000));
    graphs.write('JD-1', 'salary', salary(40_000, 90_000), salary(45_000, 90_000));
    graphs.supersede('JD-1', 'salary', salary(40_000, 95_000), salary(45_000, 90_000));

    expect(graphs.heads('JD-1', 'salary')).toEqual([salary(45_000, 90_000)]);
  });

  it('finds no race when the laptop read after the other write landed, so the job must be held', async () => {
    const { log, laptop, website, graphs } = boardWithOneJobLogged();

    await writeTitle(website, 'Chef');
    graphs.write('JD-1', 'title', 'Cook', 'Chef');
    await read(laptop);
    await writeTitle(laptop, 'Line Cook');
    // The laptop's own record said it showed "Cook": a bug would make it overwrite "Chef" unseen.
    graphs.write('JD-1', 'title', 'Cook', 'Line Cook');

    expect(log.settleRaces(graphs, ['title'])).toBe(0);
    expect(graphs.heads('JD-1', 'title')).toHaveLength(2);
  });

  it('finds no race for an update sent without a read just before it, as a bug would send it', async () => {
    const { log, laptop, website, graphs } = boardWithOneJobLogged();

    await read(laptop);
    await writeTitle(laptop, 'Line Cook');
    graphs.write('JD-1', 'title', 'Cook', 'Line Cook');
    await writeTitle(website, 'Chef');
    graphs.write('JD-1', 'title', 'Line Cook', 'Chef');
    await writeTitle(laptop, 'Head Cook');
    graphs.write('JD-1', 'title', 'Line Cook', 'Head Cook');

    expect(log.settleRaces(graphs, ['title'])).toBe(0);
    expect(graphs.heads('JD-1', 'title')).toHaveLength(2);
  });
});

/**
 * The laptop's update of Cook to Line Cook lands on the board and its answer never reaches it; the website then
 * writes `websiteTitle`; the laptop reads the job again and sends `retryTitle`.
 */
async function retryAfterTheWebsite(websiteTitle: string, retryTitle: string) {
  const { log, laptop, website, graphs } = boardWithOneJobLogged();
  await read(laptop);
  await writeTitle(laptop, 'Line Cook');
  graphs.write('JD-1', 'title', 'Cook', 'Line Cook');
  await writeTitle(website, websiteTitle);
  graphs.write('JD-1', 'title', 'Line Cook', websiteTitle);
  await read(laptop);
  await writeTitle(laptop, retryTitle);
  return { log, graphs };
}

describe('the merge model’s second moment: a retry over an exact undo', () => {
  it('lets a laptop’s retry win over a write that put the detail back as it was before its lost send', async () => {
    const { log, graphs } = await retryAfterTheWebsite('Cook', 'Line Cook');
    expect(graphs.heads('JD-1', 'title')).toEqual(['Cook']);

    expect(log.settleRaces(graphs, ['title'])).toBe(0);
    expect(log.settleRetries(graphs, ['title'])).toBe(1);
    expect(graphs.heads('JD-1', 'title')).toEqual(['Line Cook']);
    expect(log.settleRetries(graphs, ['title'])).toBe(0);
  });

  it('finds no such retry when the other write was not an exact undo, so the laptop must not resend', async () => {
    // A bug: the laptop sends its change again over a value it had never seen.
    const { log, graphs } = await retryAfterTheWebsite('Chef', 'Line Cook');

    expect(log.settleRetries(graphs, ['title'])).toBe(0);
    expect(graphs.heads('JD-1', 'title')).toEqual(['Chef']);
  });

  it('finds no such retry when the laptop sends a different value after the undo', async () => {
    const { log, graphs } = await retryAfterTheWebsite('Cook', 'Head Cook');

    expect(log.settleRetries(graphs, ['title'])).toBe(0);
    expect(graphs.heads('JD-1', 'title')).toEqual(['Cook']);
  });
});

describe('the laptop’s side of that race: a save over a value sync wrote back unseen', () => {
  const job = (title: string) => ({ ...storedJob({ title }), id: 7, referenceId: 'JD-1' });
  const at = '2026-03-02T09:00:00.000Z';
  const save = { kind: 'local-change', at, operation: 'update', version: 3 } as const;
  const pull = { kind: 'pull', at, imported: false } as const;
  const titleChange = (from: string, to: string) => [{ field: 'title', from, to }];
  /** A save of the title as Line Cook, shown `shown`, after the board's Chef was read; `added` newest first. */
  const racesOf = (added: JobHistoryEntry[], shown = 'Cook') =>
    unseenWriteBacks({
      added,
      edited: ['title'],
      shown: job(shown),
      board: job('Chef'),
      saved: job('Line Cook'),
    });
  const savedOverWriteBack: JobHistoryEntry[] = [
    { ...save, changes: titleChange('Chef', 'Line Cook') },
    { ...pull, changes: titleChange('Cook', 'Chef') },
  ];

  it('lets the save win over the board’s value written back between its read and its landing', () => {
    expect(racesOf(savedOverWriteBack)).toEqual([
      { property: 'title', unseen: 'Chef', written: 'Line Cook' },
    ]);
  });

  it('finds none when the write-back came after the save, touched another property, or was shown', () => {
    // Written back after the save: the engine merged it, nothing was overwritten.
    expect(
      racesOf([
        { ...pull, changes: titleChange('Cook', 'Chef') },
        { ...save, changes: titleChange('Cook', 'Line Cook') },
      ]),
    ).toEqual([]);
    // Only the close date came back from the board.
    expect(
      racesOf([
        { ...save, changes: titleChange('Cook', 'Line Cook') },
        { ...pull, changes: [{ field: 'closeDate', from: 'a', to: 'b' }] },
      ]),
    ).toEqual([]);
    // The save had shown the board's value: it saw it, and replaced it knowingly.
    expect(racesOf(savedOverWriteBack, 'Chef')).toEqual([]);
  });
});
