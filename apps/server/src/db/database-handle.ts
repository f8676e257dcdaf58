// What both engines' clients give the app (client.ts for PostgreSQL, pglite-client.ts for the
// embedded engine), in a module of its own so that neither client imports the other.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The query API shared by both engines; repositories depend on this, never on a driver. */
export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export type TDatabaseKind = 'pglite' | 'postgres';

export interface TDatabaseHandle {
  db: TDb;
  /**
   * For the hottest single-statement reads only (the log book's weekly read and week list, the
   * daily POST's session check), never for writes or transactions: on PostgreSQL a client of its
   * own with very few connections, so that under load their queries queue up on those
   * connections and leave in shared writes (pipelining) instead of each waking an idle backend.
   * The same database as `db` on PGlite.
   */
  hotDb: TDb;
  kind: TDatabaseKind;
  /**
   * Applies the committed migrations that this database has not seen yet. `onWait` is told when
   * another instance is migrating the same PostgreSQL database and this one waits for it.
   */
  migrate(onWait?: () => void): Promise<void>;
  /** Idempotent: safe to call from both a test and the app's onClose hook. */
  close(): Promise<void>;
}

/** `action` runs on the first call only; later calls get the same promise. */
export function once(action: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= action();
    return closing;
  };
}
