// Schema migrations: numbered steps applied in order, the schema version kept in PRAGMA user_version.
import type { Db } from './database.ts';

export type Migration = {
  /** 1 for the first migration, then consecutive. */
  readonly version: number;
  readonly name: string;
  /** Runs inside the migration's transaction; must not change `PRAGMA foreign_keys` (a no-op there). */
  up(db: Db): void;
};

export type MigrationOutcome = { from: number; to: number; applied: string[] };

/** The database was written by a newer JobDesk: opening it with this one could damage it. */
export class DatabaseTooNewError extends Error {
  readonly databaseVersion: number;
  readonly supportedVersion: number;

  constructor(databaseVersion: number, supportedVersion: number) {
    super(
      `The database has schema version ${databaseVersion}, newer than this app supports (${supportedVersion}). ` +
        'Update JobDesk to open it.',
    );
    this.name = 'DatabaseTooNewError';
    this.databaseVersion = databaseVersion;
    this.supportedVersion = supportedVersion;
  }
}

export function readSchemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Brings the schema up to the last of `migrations`. Each migration runs in its own transaction
 * together with the `user_version` bump, so a failing one leaves the database at the previous
 * version (and the error is rethrown); one that leaves a broken foreign key fails too. Migrating an
 * up-to-date database changes nothing. Throws DatabaseTooNewError when the database is newer than
 * the last migration, and a RangeError when the list is not numbered 1, 2, 3, … in order.
 */
export function migrate(db: Db, migrations: readonly Migration[]): MigrationOutcome {
  checkNumbering(migrations);
  const latest = migrations.length;
  const from = readSchemaVersion(db);
  if (from > latest) throw new DatabaseTooNewError(from, latest);
  const applied: string[] = [];
  for (const migration of migrations.slice(from)) {
    db.transaction(() => {
      migration.up(db);
      const broken = db.pragma('foreign_key_check') as unknown[];
      if (broken.length > 0) {
        throw new Error(
          `Migration ${migration.version} (${migration.name}) left ${broken.length} broken foreign keys.`,
        );
      }
      // An integer we checked above, never input: safe to put in the pragma text.
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
    applied.push(`${migration.version}-${migration.name}`);
  }
  return { from, to: latest, applied };
}

function checkNumbering(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new RangeError(
        `Migration "${migration.name}" has version ${migration.version}; expected ${index + 1}.`,
      );
    }
  });
}
