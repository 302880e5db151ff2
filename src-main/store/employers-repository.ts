// Employers and the API keys that authenticate them. Only a key's SHA-256 is stored.
import { createHash } from 'node:crypto';
import type { Employer } from '../../src-shared/schemas/resources.ts';
import type { Db, RunInTransaction } from './database.ts';

export type EmployersRepository = {
  /**
   * Registers an employer with its key, or, when the key is already registered, returns that
   * key's employer renamed to `name`; so a board started again with the same keys keeps its
   * employers and their jobs. Pass `id` to pick the employer id (e.g. the remote board's). Atomic.
   */
  addEmployerWithKey(name: string, key: string, id?: number): Employer;
  /** Adds another key for an existing employer; false when the key was already registered. */
  addApiKey(employerId: number, key: string): boolean;
  /**
   * The employer a key belongs to. The key is hashed and the hash looked up, so the time taken
   * does not depend on how much of the key matches a stored one.
   */
  findEmployerByKey(key: string): Employer | undefined;
  getEmployer(id: number): Employer | undefined;
  listEmployers(): Employer[];
  /** False when the key was not registered. */
  removeApiKey(key: string): boolean;
};

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function createEmployersRepository(db: Db, transaction: RunInTransaction): EmployersRepository {
  const insertEmployer = db.prepare<[{ id: number | null; name: string }]>(
    'INSERT INTO employers (id, name) VALUES (@id, @name)',
  );
  const renameEmployer = db.prepare<[{ id: number; name: string }]>(
    'UPDATE employers SET name = @name WHERE id = @id',
  );
  const insertKey = db.prepare<[string, number]>(
    'INSERT INTO api_keys (key_hash, employer_id) VALUES (?, ?) ON CONFLICT (key_hash) DO NOTHING',
  );
  const selectByKeyHash = db.prepare<[string], Employer>(
    'SELECT e.id, e.name FROM api_keys AS k JOIN employers AS e ON e.id = k.employer_id WHERE k.key_hash = +?',
  );
  const selectById = db.prepare<[number], Employer>('SELECT id, name FROM employers WHERE id = ?');
  const selectAll = db.prepare<[], Employer>('SELECT id, name FROM employers ORDER BY id');
  const removeKey = db.prepare<[string]>('DELETE FROM api_keys WHERE key_hash = ?');

  function checkedHash(key: string): string {
    if (key === '') throw new RangeError('An API key cannot be empty.');
    return hashApiKey(key);
  }

  // Every request looks its key up; the answer changes only through this repository's writes,
  // each of which clears the cache of known keys.
  const byKeyHash = new Map<string, Employer>();
  const changed = <T>(result: T): T => {
    byKeyHash.clear();
    return result;
  };

  return {
    addEmployerWithKey(name, key, id) {
      const keyHash = checkedHash(key);
      return transaction(() => {
        const existing = selectByKeyHash.get(keyHash);
        if (existing !== undefined) {
          renameEmployer.run({ id: existing.id, name });
          return changed({ id: existing.id, name });
        }
        const employerId = Number(insertEmployer.run({ id: id ?? null, name }).lastInsertRowid);
        insertKey.run(keyHash, employerId);
        return changed({ id: employerId, name });
      });
    },
    addApiKey: (employerId, key) => changed(insertKey.run(checkedHash(key), employerId).changes === 1),
    findEmployerByKey(key) {
      if (key === '') return undefined;
      const keyHash = hashApiKey(key);
      const cached = byKeyHash.get(keyHash);
      if (cached !== undefined) return cached;
      // Unknown keys are not kept: anyone can send any number of them.
      const employer = selectByKeyHash.get(keyHash);
      if (employer !== undefined) byKeyHash.set(keyHash, employer);
      return employer;
    },
    getEmployer: (id) => selectById.get(id),
    listEmployers: () => selectAll.all(),
    removeApiKey: (key) => changed(removeKey.run(hashApiKey(key)).changes === 1),
  };
}
