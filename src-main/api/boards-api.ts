// The app endpoints of job boards (/app/v1/boards): list them with each board's sync state, add, change,
// test and remove them. A board's key is write-only: never sent back, only whether one is saved.
import type { Hono } from 'hono';
import { CATEGORIES, POSITION_TYPES } from '../../src-shared/catalogs/index.ts';
import { plural } from '../../src-shared/plural.ts';
import type { Result } from '../../src-shared/result.ts';
import { parseJobId } from '../../src-shared/rules/query.ts';
import {
  type ConnectionTest,
  type ConnectionTestRequest,
  ConnectionTestRequestSchema,
  type SyncStatus,
} from '../../src-shared/schemas/app.ts';
import {
  type Board,
  type BoardCreate,
  BoardCreateSchema,
  BoardDeleteQuerySchema,
  type BoardList,
  type BoardUpdate,
  BoardUpdateSchema,
} from '../../src-shared/schemas/boards.ts';
import { defaultBoardIds } from '../jobs/local-changes.ts';
import type { StoredBoard } from '../store/boards-repository.ts';
import type { Store } from '../store/store.ts';
import { ApiError, notFoundError } from './api-error.ts';
import type { AuthenticatedEnv } from './authenticate.ts';
import { readJsonBody, readOptionalJsonBody } from './http-body.ts';
import { jsonResponse } from './json-response.ts';
import { parseRequest } from './parse-request.ts';

/** What the board endpoints need of the composition root (core/board-directory.ts and the engines). */
export type BoardsControl = {
  directory: {
    list(): StoredBoard[];
    get(id: number): StoredBoard | undefined;
    keySaved(id: number): boolean;
    add(board: BoardCreate): StoredBoard;
    update(id: number, change: BoardUpdate): StoredBoard | undefined;
    remove(
      id: number,
      withdraw: boolean,
    ): Result<void, { type: 'not-found' } | { type: 'in-use'; postings: number }>;
    testConnection(id: number | null, typed?: ConnectionTestRequest): Promise<ConnectionTest>;
  };
  /** The board's own sync status; undefined while it has no engine yet. */
  statusOf(boardId: number): SyncStatus | undefined;
};

export function addBoardRoutes(
  app: Hono<AuthenticatedEnv>,
  options: { store: Store; boards: BoardsControl },
): void {
  const { store, boards } = options;
  const { directory } = boards;

  const boardId = (segment: string): number => {
    const id = parseJobId(segment);
    if (!id.ok) throw notFoundError('There is no job board with this id.');
    return id.value;
  };
  const existing = (id: number): StoredBoard => {
    const board = directory.get(id);
    if (board === undefined) throw notFoundError('There is no job board with this id.');
    return board;
  };

  function view(board: StoredBoard): Board {
    const status = boards.statusOf(board.id);
    const defaults = defaultBoardIds(store.boards, store.settings);
    return {
      id: board.id,
      name: board.name,
      url: board.url,
      employer: board.employerName,
      keySaved: directory.keySaved(board.id),
      state: status?.state ?? (board.url === '' ? 'unconfigured' : 'idle'),
      pending: status?.pending ?? 0,
      failed: status?.failed ?? 0,
      message: status?.message ?? null,
      ...(status?.reason === undefined ? {} : { reason: status.reason }),
      lastSyncAt: status?.lastSyncAt ?? null,
      postedJobs: store.boards.countPostings(board.id),
      defaultForNewJobs: defaults.includes(board.id),
      positionTypes: board.positionTypes ?? POSITION_TYPES.map(({ id, name }) => ({ id, name })),
      categories: board.categories ?? CATEGORIES.map(({ id, name }) => ({ id, name })),
    };
  }

  app.get('/boards', () => jsonResponse(200, { data: directory.list().map(view) } satisfies BoardList));
  app.post('/boards', async (c) => {
    const parsed = parseRequest(BoardCreateSchema, await readJsonBody(c));
    return jsonResponse(201, view(directory.add(parsed)));
  });
  app.get('/boards/:id', (c) => jsonResponse(200, view(existing(boardId(c.req.param('id'))))));
  app.put('/boards/:id', async (c) => {
    const id = boardId(c.req.param('id'));
    existing(id);
    const parsed = parseRequest(BoardUpdateSchema, await readJsonBody(c));
    const updated = directory.update(id, parsed);
    if (updated === undefined) throw notFoundError('There is no job board with this id.');
    return jsonResponse(200, view(updated));
  });
  app.delete('/boards/:id', (c) => {
    const id = boardId(c.req.param('id'));
    const query = parseRequest(BoardDeleteQuerySchema, c.req.query());
    const removed = directory.remove(id, query.withdraw === 'true');
    if (!removed.ok) {
      if (removed.error.type === 'not-found') throw notFoundError('There is no job board with this id.');
      const count = removed.error.postings;
      throw new ApiError(409, 'ConflictException', [
        `${count} ${plural(count, 'job is', 'jobs are')} posted to this job board. Withdraw ${plural(count, 'it', 'them')} first, or remove the board with ?withdraw=true to withdraw ${plural(count, 'it', 'them')} from this board.`,
      ]);
    }
    return new Response(null, { status: 204 });
  });
  app.post('/boards/:id/test', async (c) => {
    const id = boardId(c.req.param('id'));
    existing(id);
    const parsed = parseRequest(ConnectionTestRequestSchema, (await readOptionalJsonBody(c)) ?? {});
    return jsonResponse(200, await directory.testConnection(id, parsed));
  });
}
