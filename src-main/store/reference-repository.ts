// The reference lists kept in tables (categories, position types): seeded from the shipped
// catalogs, refreshed from the remote, and used to name a job's ids when it is read.
import type { Category, PositionType } from '../../src-shared/schemas/resources.ts';
import type { Db, RunInTransaction } from './database.ts';

export type ReferenceItem = { readonly id: number; readonly name: string };

export type ReferenceRepository = {
  /**
   * Adds the categories and renames known ids, in one transaction. Never deletes: stored jobs may
   * still use an id the list no longer has.
   */
  upsertCategories(categories: Iterable<ReferenceItem>): void;
  /** By id. Kept in memory between changes: every job write checks its ids against it. */
  listCategories(): readonly Category[];
  getCategory(id: number): Category | undefined;
  /** As upsertCategories, for position types. */
  upsertPositionTypes(positionTypes: Iterable<ReferenceItem>): void;
  /** As listCategories. */
  listPositionTypes(): readonly PositionType[];
  getPositionType(id: number): PositionType | undefined;
};

export function createReferenceRepository(db: Db, transaction: RunInTransaction): ReferenceRepository {
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

  // The lists as last committed. Only this repository writes the tables; a list read inside a transaction
  // is not kept, since that transaction may still roll back.
  let categories: readonly Category[] | undefined;
  let positionTypes: readonly PositionType[] | undefined;

  return {
    upsertCategories(items) {
      categories = undefined;
      transaction(() => {
        for (const { id, name } of items) upsertCategory.run({ id, name });
      });
    },
    listCategories() {
      if (categories !== undefined) return categories;
      const listed = Object.freeze(allCategories.all());
      if (!db.inTransaction) categories = listed;
      return listed;
    },
    getCategory: (id) => oneCategory.get(id),
    upsertPositionTypes(items) {
      positionTypes = undefined;
      transaction(() => {
        for (const { id, name } of items) upsertPositionType.run({ id, name });
      });
    },
    listPositionTypes() {
      if (positionTypes !== undefined) return positionTypes;
      const listed = Object.freeze(allPositionTypes.all());
      if (!db.inTransaction) positionTypes = listed;
      return listed;
    },
    getPositionType: (id) => onePositionType.get(id),
  };
}
