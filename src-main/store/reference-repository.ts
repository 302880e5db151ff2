// The reference lists kept in tables (categories, position types): seeded from the shipped
// catalogs, refreshed from the remote, and used to name a job's ids when it is read.
import type { Category, PositionType } from '../../src-shared/schemas/resources.ts';
import { type Db, runInTransaction } from './database.ts';

export type ReferenceItem = { readonly id: number; readonly name: string };

export type ReferenceRepository = {
  /**
   * Adds the categories and renames known ids, in one transaction. Never deletes: stored jobs may
   * still use an id the list no longer has.
   */
  upsertCategories(categories: Iterable<ReferenceItem>): void;
  listCategories(): Category[];
  getCategory(id: number): Category | undefined;
  /** As upsertCategories, for position types. */
  upsertPositionTypes(positionTypes: Iterable<ReferenceItem>): void;
  listPositionTypes(): PositionType[];
  getPositionType(id: number): PositionType | undefined;
};

export function createReferenceRepository(db: Db): ReferenceRepository {
  // Two fixed tables, so two sets of statements rather than a table name put into SQL.
  const upsertCategory = db.prepare<[ReferenceItem]>(
    'INSERT INTO categories (id, name) VALUES (@id, @name) ON CONFLICT (id) DO UPDATE SET name = excluded.name',
  );
  const allCategories = db.prepare<[], Category>('SELECT id, name FROM categories ORDER BY id');
  const oneCategory = db.prepare<[number], Category>('SELECT id, name FROM categories WHERE id = ?');
  const upsertPositionType = db.prepare<[ReferenceItem]>(
    'INSERT INTO position_types (id, name) VALUES (@id, @name) ON CONFLICT (id) DO UPDATE SET name = excluded.name',
  );
  const allPositionTypes = db.prepare<[], PositionType>('SELECT id, name FROM position_types ORDER BY id');
  const onePositionType = db.prepare<[number], PositionType>(
    'SELECT id, name FROM position_types WHERE id = ?',
  );

  return {
    upsertCategories(categories) {
      runInTransaction(db, () => {
        for (const { id, name } of categories) upsertCategory.run({ id, name });
      });
    },
    listCategories: () => allCategories.all(),
    getCategory: (id) => oneCategory.get(id),
    upsertPositionTypes(positionTypes) {
      runInTransaction(db, () => {
        for (const { id, name } of positionTypes) upsertPositionType.run({ id, name });
      });
    },
    listPositionTypes: () => allPositionTypes.all(),
    getPositionType: (id) => onePositionType.get(id),
  };
}
