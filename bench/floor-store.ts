// The floor's storage: one table with a JSON column, one prepared INSERT, the board's durability (WAL,
// synchronous FULL). Shared by the floor server and the raw in-process insert, so both do the same write.
import Database from 'better-sqlite3';

export type FloorStore = {
  /** For diagnostics (pragmas); the bench writes only through insertBody and seed. */
  db: Database.Database;
  /** JSON.parse the body, then one INSERT of it; returns the new row id. Throws on malformed JSON. */
  insertBody(text: string): number;
  /** Fills the table with `count` copies of `text` in one transaction (so its size matches the board's). */
  seed(text: string, count: number): void;
  close(): void;
};

export function openFloorStore(path: string): FloorStore {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE IF NOT EXISTS jobs (id INTEGER PRIMARY KEY, body TEXT NOT NULL) STRICT');
  const insert = db.prepare<[string]>('INSERT INTO jobs (body) VALUES (?)');
  return {
    db,
    insertBody: (text) => Number(insert.run(JSON.stringify(JSON.parse(text))).lastInsertRowid),
    seed: (text, count) => {
      db.transaction(() => {
        for (let i = 0; i < count; i += 1) insert.run(text);
      })();
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    close: () => db.close(),
  };
}

/**
 * The floor's write into a table shaped as the board's jobs table where it costs pages: AUTOINCREMENT
 * (sqlite_sequence), a unique index on (employer, referenceId) and the partial index of active
 * auto-refresh jobs. The same parse and one INSERT: what separates it from the floor is the disk alone.
 */
export function openBoardShapedFloor(path: string): FloorStore {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE IF NOT EXISTS jobs (
      id INTEGER PRIMARY KEY AUTOINCREMENT, employer_id INTEGER NOT NULL, reference_id TEXT,
      status TEXT NOT NULL, auto_refresh INTEGER NOT NULL, publish_date TEXT NOT NULL, body TEXT NOT NULL);
    CREATE UNIQUE INDEX IF NOT EXISTS jobs_by_reference_id ON jobs (employer_id, reference_id);
    CREATE INDEX IF NOT EXISTS jobs_auto_refresh_due ON jobs (employer_id, publish_date)
      WHERE auto_refresh = 1 AND status = 'active';`);
  const insert = db.prepare<[string | null, string, number, string, string]>(
    `INSERT INTO jobs (employer_id, reference_id, status, auto_refresh, publish_date, body)
     VALUES (1, ?, ?, ?, ?, ?)`,
  );
  const insertBody = (text: string) => {
    const body = JSON.parse(text) as { referenceId?: string; status?: string; autoRefresh?: boolean };
    return Number(
      insert.run(
        body.referenceId ?? null,
        body.status ?? 'active',
        body.autoRefresh === false ? 0 : 1,
        new Date().toISOString(),
        JSON.stringify(body),
      ).lastInsertRowid,
    );
  };
  return {
    db,
    insertBody,
    seed: (text, count) => {
      db.transaction(() => {
        for (let i = 0; i < count; i += 1)
          insertBody(JSON.stringify({ ...JSON.parse(text), referenceId: `SEED-${i}` }));
      })();
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    close: () => db.close(),
  };
}
