// App settings as text values under string keys (the caller encodes anything richer, e.g. as JSON).
import type { Db } from './database.ts';

export type SettingsRepository = {
  getSetting(key: string): string | undefined;
  setSetting(key: string, value: string): void;
  /** False when the key was not set. */
  deleteSetting(key: string): boolean;
};

export function createSettingsRepository(db: Db): SettingsRepository {
  const select = db.prepare<[string], string>('SELECT value FROM settings WHERE key = ?').pluck();
  const upsert = db.prepare<[string, string]>(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  const remove = db.prepare<[string]>('DELETE FROM settings WHERE key = ?');

  return {
    getSetting: (key) => select.get(key),
    setSetting(key, value) {
      upsert.run(key, value);
    },
    deleteSetting: (key) => remove.run(key).changes === 1,
  };
}
