import type { TDb } from './client';

/**
 * `prepare(db)` run once per database and kept: a named statement on PostgreSQL, so neither
 * Drizzle nor the server build and plan a hot read again.
 */
export function preparedPerDatabase<T>(prepare: (db: TDb) => T): (db: TDb) => T {
  const prepared = new WeakMap<TDb, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
