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
