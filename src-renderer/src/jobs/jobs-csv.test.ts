// The list's CSV: the columns the list shows plus Reference ID, salary and boards, in the UI's language.
import { describe, expect, it } from 'vitest';
import type { JobListRow } from '../../../src-shared/schemas/job-list-view.ts';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import { csvText } from './csv-text.ts';
import { jobsCsvRow, jobsCsvRows } from './jobs-csv.ts';

const ROW: JobListRow = {
  id: 7,
  title: 'Électricienne, chantier',
  referenceId: 'QC-12',
  status: 'active',
  publishDate: '2026-11-20T09:00:00.000Z',
  closeDate: '2027-02-04T00:00:00.000Z',
  confidential: false,
  locations: ['Montréal, QC', 'Laval, QC'],
  sync: { jobId: 7, state: 'synced', messages: [], remoteId: 70, pendingChanges: 0 },
  boardStatus: 'active',
  boards: [
    { boardId: 1, name: 'Job board', status: 'active', syncState: 'synced' },
    { boardId: 2, name: 'BC Jobs', status: 'active', syncState: 'synced' },
  ],
  salary: {
    amount: 55_000,
    maxAmount: 65_000,
    period: { id: 1, name: 'Yearly', unit: 'year' },
    plusCommission: false,
  },
  findings: 0,
};

describe('the jobs list as CSV rows', () => {
  it('writes a header and one row a job, with the board’s days, the salary in words and every board', () => {
    const [header, row] = jobsCsvRows([ROW]);
    expect(header).toEqual([
      'Title',
      'Reference ID',
      'Locations',
      'Status',
      'Published',
      'Closes',
      'Salary',
      'Boards',
      'Sync',
    ]);
    expect(row).toEqual([
      'Électricienne, chantier',
      'QC-12',
      'Montréal, QC; Laval, QC',
      'Active',
      '2026-11-20',
      '2027-02-04',
      '$55,000 to $65,000 a year',
      'Job board; BC Jobs',
      'Synced',
    ]);
  });

  it('leaves a draft’s publish day, a missing close date, salary and reference ID empty', () => {
    const row = jobsCsvRow({ ...ROW, status: 'draft', closeDate: null, salary: null, referenceId: null });
    expect(row.slice(1, 7)).toEqual(['', 'Montréal, QC; Laval, QC', 'Draft', '', '', '']);
  });

  it('quotes the cells that hold commas, so a spreadsheet keeps each in its column', () => {
    const text = csvText(jobsCsvRows([ROW]));
    expect(text.split('\r\n')[1]).toMatch(/^"Électricienne, chantier",QC-12,"Montréal, QC; Laval, QC",/);
  });

  it('names the columns in French when the UI is in French', async () => {
    await useFrenchUi();
    expect(jobsCsvRows([])[0]).toEqual([
      'Titre',
      'Numéro de référence',
      'Lieux',
      'Statut',
      'Publié',
      'Clôture',
      'Salaire',
      'Sites d’emploi',
      'Synchronisation',
    ]);
  });

  it('names the first board, until the recruiter names it, in French too, and a board they named as they wrote it', async () => {
    await useFrenchUi();
    expect(jobsCsvRow(ROW)[7]).toBe('Site d’emploi; BC Jobs');
  });
});
