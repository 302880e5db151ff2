// The employer a board's key answers for, as the board's own jobs show it (`Job.employer.name`): Settings
// names it on the board's card and the editor's Preview shows it. Learned from a board answer (a pull's list,
// a connection test with the saved key), written here so that every writer of it follows one rule.
import type { JobHeader } from '../../src-shared/schemas/resources.ts';
import type { Store } from '../store/store.ts';

/**
 * The employer's name the board shows on its jobs: that of the first job not marked confidential (what a
 * board writes as a confidential job's employer is not said by the interface), null when none shows one.
 */
export function employerShownOn(
  jobs: ReadonlyArray<Pick<JobHeader, 'employer' | 'confidential'>>,
): string | null {
  const name = jobs.find((job) => !job.confidential && job.employer.name.trim() !== '')?.employer.name;
  return name === undefined ? null : name.trim();
}

/**
 * Keeps `name` as the employer of board `boardId` when it differs from the one kept (a board whose name is
 * the same is not written again at each pull). True when it was written. The board's card and the Preview
 * follow the sync status event that ends the pass, which reads the boards again.
 */
export function recordBoardEmployer(store: Pick<Store, 'boards'>, boardId: number, name: string): boolean {
  const board = store.boards.get(boardId);
  if (board === undefined || board.removed || board.employerName === name) return false;
  store.boards.update(boardId, { employerName: name });
  return true;
}
