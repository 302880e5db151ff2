// The job boards JobDesk posts to (table `boards`) and each job's postings on them (table `postings`):
// which boards a job is sent to, and the values that differ on each.

import * as z from 'zod/mini';
import { CategorySchema, type JobStatus, PositionTypeSchema } from '../../src-shared/schemas/resources.ts';
import type { Clock, Db } from './database.ts';
import { parseStoredJson } from './stored-json.ts';

export type CatalogItem = { id: number; name: string };

/** A board as the store keeps it (its key is in the secret store, never here). `url` is '' while none is set. */
export type StoredBoard = {
  id: number;
  name: string;
  url: string;
  employerName: string | null;
  /** The board's own lists; null: JobDesk's built-in ones. */
  positionTypes: CatalogItem[] | null;
  categories: CatalogItem[] | null;
  removed: boolean;
  createdAt: string;
};

export type NewBoard = Pick<StoredBoard, 'name' | 'url'> &
  Partial<Pick<StoredBoard, 'positionTypes' | 'categories'>>;
export type BoardChange = Partial<
  Pick<StoredBoard, 'name' | 'url' | 'employerName' | 'positionTypes' | 'categories' | 'removed'>
>;

/** A job's posting on one board; null values follow the job's own. `closeDate` is an ISO date-time. */
export type StoredPosting = {
  jobId: number;
  boardId: number;
  status: JobStatus | null;
  categoryIds: number[] | null;
  positionTypeId: number | null;
  closeDate: string | null;
};

export type BoardsRepository = {
  /** Boards not removed, by id. */
  list(): StoredBoard[];
  /** Every board, removed ones too (their engines still send the withdrawals). */
  listAll(): StoredBoard[];
  get(id: number): StoredBoard | undefined;
  /** The board's address alone, without reading its catalogs (sync asks before every request). */
  urlOf(id: number): string | undefined;
  add(board: NewBoard): StoredBoard;
  update(id: number, change: BoardChange): StoredBoard | undefined;
  /**
   * Deletes the board row, with any posting left on it; only once nothing of it is left to send. False when
   * there was none.
   */
  purge(id: number): boolean;
  /** How many jobs are posted to the board. */
  countPostings(boardId: number): number;
  postingsOfJob(jobId: number): StoredPosting[];
  postingsOfBoard(boardId: number): StoredPosting[];
  getPosting(jobId: number, boardId: number): StoredPosting | undefined;
  /** Inserts or replaces the posting. */
  savePosting(posting: StoredPosting): void;
  /** False when the job was not posted there. */
  removePosting(jobId: number, boardId: number): boolean;
  /** Every posting of the job now follows the job's status (the job's status was set for all its boards). */
  clearPostingStatuses(jobId: number): void;
};

type BoardRow = {
  id: number;
  name: string;
  url: string;
  employer_name: string | null;
  position_types_json: string | null;
  categories_json: string | null;
  removed: 0 | 1;
  created_at: string;
};

type PostingRow = {
  job_id: number;
  board_id: number;
  status: JobStatus | null;
  category_ids_json: string | null;
  position_type_id: number | null;
  close_date: string | null;
};

export function createBoardsRepository(db: Db, options: { now: Clock }): BoardsRepository {
  const selectAll = db.prepare<[], BoardRow>('SELECT * FROM boards ORDER BY id');
  const selectListed = db.prepare<[], BoardRow>('SELECT * FROM boards WHERE removed = 0 ORDER BY id');
  const selectOne = db.prepare<[number], BoardRow>('SELECT * FROM boards WHERE id = ?');
  const selectUrl = db.prepare<[number], string>('SELECT url FROM boards WHERE id = ?').pluck();
  const insert = db.prepare<[Omit<BoardRow, 'id' | 'employer_name' | 'removed'>]>(
    `INSERT INTO boards (name, url, position_types_json, categories_json, created_at)
     VALUES (@name, @url, @position_types_json, @categories_json, @created_at)`,
  );
  const updateRow = db.prepare<[BoardRow]>(
    `UPDATE boards SET name = @name, url = @url, employer_name = @employer_name,
       position_types_json = @position_types_json, categories_json = @categories_json, removed = @removed
     WHERE id = @id`,
  );
  const remove = db.prepare<[number]>('DELETE FROM boards WHERE id = ?');
  const removePostingsOfBoard = db.prepare<[number]>('DELETE FROM postings WHERE board_id = ?');
  const countForBoard = db
    .prepare<[number], number>('SELECT count(*) FROM postings WHERE board_id = ?')
    .pluck();
  const selectPostingsOfJob = db.prepare<[number], PostingRow>(
    'SELECT * FROM postings WHERE job_id = +? ORDER BY board_id',
  );
  const selectPostingsOfBoard = db.prepare<[number], PostingRow>(
    'SELECT * FROM postings WHERE board_id = +? ORDER BY job_id',
  );
  const selectPosting = db.prepare<[number, number], PostingRow>(
    'SELECT * FROM postings WHERE job_id = ? AND board_id = ?',
  );
  const upsertPosting = db.prepare<[PostingRow]>(
    `INSERT INTO postings (job_id, board_id, status, category_ids_json, position_type_id, close_date)
     VALUES (@job_id, @board_id, @status, @category_ids_json, @position_type_id, @close_date)
     ON CONFLICT (job_id, board_id) DO UPDATE SET status = excluded.status,
       category_ids_json = excluded.category_ids_json, position_type_id = excluded.position_type_id,
       close_date = excluded.close_date`,
  );
  const deletePosting = db.prepare<[number, number]>(
    'DELETE FROM postings WHERE job_id = ? AND board_id = ?',
  );
  const clearStatuses = db.prepare<[number]>('UPDATE postings SET status = NULL WHERE job_id = ?');

  const get = (id: number) => {
    const row = selectOne.get(id);
    return row === undefined ? undefined : toBoard(row);
  };
  return {
    list: () => selectListed.all().map(toBoard),
    listAll: () => selectAll.all().map(toBoard),
    get,
    urlOf: (id) => selectUrl.get(id),
    add(board) {
      const result = insert.run({
        name: board.name,
        url: board.url,
        position_types_json: board.positionTypes ? JSON.stringify(board.positionTypes) : null,
        categories_json: board.categories ? JSON.stringify(board.categories) : null,
        created_at: options.now().toISOString(),
      });
      const added = get(Number(result.lastInsertRowid));
      if (added === undefined) throw new Error('The board just added cannot be read back.');
      return added;
    },
    update(id, change) {
      const current = get(id);
      if (current === undefined) return undefined;
      const next = { ...current, ...change };
      updateRow.run({
        id,
        name: next.name,
        url: next.url,
        employer_name: next.employerName,
        position_types_json: next.positionTypes ? JSON.stringify(next.positionTypes) : null,
        categories_json: next.categories ? JSON.stringify(next.categories) : null,
        removed: next.removed ? 1 : 0,
        created_at: next.createdAt,
      });
      return get(id);
    },
    purge(id) {
      removePostingsOfBoard.run(id);
      return remove.run(id).changes === 1;
    },
    countPostings: (boardId) => countForBoard.get(boardId) ?? 0,
    postingsOfJob: (jobId) => selectPostingsOfJob.all(jobId).map(toPosting),
    postingsOfBoard: (boardId) => selectPostingsOfBoard.all(boardId).map(toPosting),
    getPosting(jobId, boardId) {
      const row = selectPosting.get(jobId, boardId);
      return row === undefined ? undefined : toPosting(row);
    },
    savePosting(posting) {
      upsertPosting.run({
        job_id: posting.jobId,
        board_id: posting.boardId,
        status: posting.status,
        category_ids_json: posting.categoryIds === null ? null : JSON.stringify(posting.categoryIds),
        position_type_id: posting.positionTypeId,
        close_date: posting.closeDate,
      });
    },
    removePosting: (jobId, boardId) => deletePosting.run(jobId, boardId).changes === 1,
    clearPostingStatuses(jobId) {
      clearStatuses.run(jobId);
    },
  };
}

const CatalogSchema = z.array(z.union([CategorySchema, PositionTypeSchema]));
const IdsSchema = z.array(z.int());

function toBoard(row: BoardRow): StoredBoard {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    employerName: row.employer_name,
    positionTypes: parseStoredJson(row.position_types_json, CatalogSchema),
    categories: parseStoredJson(row.categories_json, CatalogSchema),
    removed: row.removed === 1,
    createdAt: row.created_at,
  };
}

function toPosting(row: PostingRow): StoredPosting {
  return {
    jobId: row.job_id,
    boardId: row.board_id,
    status: row.status,
    categoryIds: parseStoredJson(row.category_ids_json, IdsSchema),
    positionTypeId: row.position_type_id,
    closeDate: row.close_date,
  };
}
