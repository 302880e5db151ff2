import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTransactionRunner } from './database.ts';
import { createEmployersRepository, hashApiKey } from './employers-repository.ts';
import { openDatabase } from './open-database.ts';
import type { Store } from './store.ts';
import { openTestStore } from './test-fixtures.ts';

describe('the employers repository', () => {
  let store: Store;
  beforeEach(() => {
    store = openTestStore();
  });
  afterEach(() => store.close());

  it('finds an employer by its key and by nothing else', () => {
    const acme = store.employers.addEmployerWithKey('Acme', 'secret-a');
    store.employers.addEmployerWithKey('Globex', 'secret-b');
    expect(store.employers.findEmployerByKey('secret-a')).toEqual(acme);
    expect(store.employers.findEmployerByKey('secret-A')).toBeUndefined();
    expect(store.employers.findEmployerByKey('')).toBeUndefined();
    expect(store.employers.listEmployers().map((e) => e.name)).toEqual(['Acme', 'Globex']);
  });

  it('stores only the SHA-256 of a key', () => {
    store.employers.addEmployerWithKey('Acme', 'secret-a');
    const stored = store.db.prepare('SELECT key_hash FROM api_keys').pluck().all();
    expect(stored).toEqual([hashApiKey('secret-a')]);
    expect(hashApiKey('secret-a')).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(store.db.serialize().toString('latin1'))).not.toContain('secret-a');
  });

  it('keeps the same employer when a key is registered again, under its new name', () => {
    const first = store.employers.addEmployerWithKey('Acme', 'secret-a');
    const again = store.employers.addEmployerWithKey('Acme Inc.', 'secret-a');
    expect(again).toEqual({ id: first.id, name: 'Acme Inc.' });
    expect(store.employers.listEmployers()).toHaveLength(1);
  });

  it('takes a chosen employer id, more keys, and key removal', () => {
    const acme = store.employers.addEmployerWithKey('Acme', 'secret-a', 4242);
    expect(acme.id).toBe(4242);
    expect(store.employers.addApiKey(4242, 'secret-a2')).toBe(true);
    expect(store.employers.addApiKey(4242, 'secret-a2')).toBe(false);
    expect(store.employers.findEmployerByKey('secret-a2')).toEqual(acme);
    expect(store.employers.removeApiKey('secret-a')).toBe(true);
    expect(store.employers.findEmployerByKey('secret-a')).toBeUndefined();
    expect(store.employers.getEmployer(4242)).toEqual(acme);
  });

  it('refuses an empty key and an over-long name', () => {
    expect(() => store.employers.addEmployerWithKey('Acme', '')).toThrow(RangeError);
    expect(() => store.employers.addEmployerWithKey('x'.repeat(129), 'k')).toThrow(/CHECK/);
    expect(store.employers.listEmployers()).toEqual([]);
  });
});

describe('the key lookup cache', () => {
  it('forgets a removed key and sees a renamed employer', () => {
    const db = openDatabase(':memory:');
    const employers = createEmployersRepository(db, createTransactionRunner(db));
    const acme = employers.addEmployerWithKey('Acme', 'CACHE-K1');
    expect(employers.findEmployerByKey('CACHE-K1')).toEqual(acme);
    employers.addEmployerWithKey('Acme Inc.', 'CACHE-K1');
    expect(employers.findEmployerByKey('CACHE-K1')).toEqual({ id: acme.id, name: 'Acme Inc.' });
    employers.removeApiKey('CACHE-K1');
    expect(employers.findEmployerByKey('CACHE-K1')).toBeUndefined();
    employers.addApiKey(acme.id, 'CACHE-K1');
    expect(employers.findEmployerByKey('CACHE-K1')?.id).toBe(acme.id);
    db.close();
  });
});
