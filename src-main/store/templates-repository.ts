// The recruiter's templates: pieces of description text and whole jobs, per employer, each kept as its
// shared-schema body in JSON and re-checked with that schema when read.
import {
  type Template,
  type TemplateInput,
  TemplateInputSchema,
  type TemplateKind,
} from '../../src-shared/schemas/templates.ts';
import type { Clock, Db } from './database.ts';

export type TemplateNameInUse = { type: 'name-in-use' };

export type TemplatesRepository = {
  /** The employer's templates (of one kind when given), by kind then name; a row that no longer parses is left out. */
  list(employerId: number, kind?: TemplateKind): Template[];
  get(employerId: number, id: number): Template | undefined;
  /** Adds a template; refused when another of its kind has the same name (compared without case). */
  create(employerId: number, input: TemplateInput): Template | TemplateNameInUse;
  /** Replaces the template whole; undefined when there is none with this id. The caller keeps its kind. */
  replace(employerId: number, id: number, input: TemplateInput): Template | TemplateNameInUse | undefined;
  /** False when there was no such template. */
  delete(employerId: number, id: number): boolean;
};

type Row = {
  id: number;
  kind: string;
  name: string;
  body_json: string;
  created_at: string;
  updated_at: string;
};

/** The body kept in body_json: the input without its kind and name, which have their own columns. */
function bodyOf(input: TemplateInput): unknown {
  const { kind: _kind, name: _name, ...body } = input;
  return body;
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function createTemplatesRepository(db: Db, options: { now: Clock }): TemplatesRepository {
  const columns = 'id, kind, name, body_json, created_at, updated_at';
  const selectAll = db.prepare<[number], Row>(
    `SELECT ${columns} FROM templates WHERE employer_id = +? ORDER BY kind DESC, name COLLATE NOCASE, id`,
  );
  const selectKind = db.prepare<[number, string], Row>(
    `SELECT ${columns} FROM templates WHERE employer_id = +? AND kind = +? ORDER BY name COLLATE NOCASE, id`,
  );
  const selectOne = db.prepare<[number, number], Row>(
    `SELECT ${columns} FROM templates WHERE employer_id = ? AND id = ?`,
  );
  const insert = db.prepare<[number, string, string, string, string, string]>(
    'INSERT INTO templates (employer_id, kind, name, body_json, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const update = db.prepare<[string, string, string, number, number]>(
    'UPDATE templates SET name = ?, body_json = ?, updated_at = ? WHERE employer_id = ? AND id = ?',
  );
  const remove = db.prepare<[number, number]>('DELETE FROM templates WHERE employer_id = ? AND id = ?');

  function toTemplate(row: Row): Template | undefined {
    let body: unknown;
    try {
      body = JSON.parse(row.body_json);
    } catch {
      return undefined;
    }
    const parsed = TemplateInputSchema.safeParse({ ...(body as object), kind: row.kind, name: row.name });
    if (!parsed.success) return undefined;
    return { ...parsed.data, id: row.id, createdAt: row.created_at, updatedAt: row.updated_at };
  }

  const get = (employerId: number, id: number) => {
    const row = selectOne.get(employerId, id);
    return row === undefined ? undefined : toTemplate(row);
  };

  return {
    list(employerId, kind) {
      const rows = kind === undefined ? selectAll.all(employerId) : selectKind.all(employerId, kind);
      return rows.map(toTemplate).filter((template) => template !== undefined);
    },
    get,
    create(employerId, input) {
      const at = options.now().toISOString();
      try {
        const { lastInsertRowid } = insert.run(
          employerId,
          input.kind,
          input.name,
          JSON.stringify(bodyOf(input)),
          at,
          at,
        );
        return { ...input, id: Number(lastInsertRowid), createdAt: at, updatedAt: at } as Template;
      } catch (error) {
        if (isUniqueViolation(error)) return { type: 'name-in-use' };
        throw error;
      }
    },
    replace(employerId, id, input) {
      try {
        const { changes } = update.run(
          input.name,
          JSON.stringify(bodyOf(input)),
          options.now().toISOString(),
          employerId,
          id,
        );
        return changes === 0 ? undefined : get(employerId, id);
      } catch (error) {
        if (isUniqueViolation(error)) return { type: 'name-in-use' };
        throw error;
      }
    },
    delete: (employerId, id) => remove.run(employerId, id).changes === 1,
  };
}
