import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config';
import { openDatabase, type TDatabaseHandle, type TDb } from '../db/client';
import { waitForDatabase } from '../db/wait-for-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: TDb;
    /** See `TDatabaseHandle.hotDb`: the hottest single-statement reads only. */
    hotDb: TDb;
    database: TDatabaseHandle;
  }
}

export interface TDatabasePluginOptions {
  config: TConfig;
  /** An already opened database; the app takes ownership and closes it on app.close(). */
  handle?: TDatabaseHandle;
}

async function databasePlugin(app: FastifyInstance, options: TDatabasePluginOptions) {
  const handle = options.handle ?? (await openDatabase(options.config));
  try {
    const target = options.config.database;
    // A PostgreSQL server still starting (or briefly down) is waited for, up to a minute.
    if (target.kind === 'postgres') {
      await waitForDatabase({
        url: target.url,
        probe: () => handle.db.execute(sql`select 1`),
        log: app.log,
      });
    }
    await handle.migrate(() =>
      app.log.warn('Waiting for another PT Logbook instance to finish migrating the database'),
    );
  } catch (error) {
    await handle.close();
    throw error;
  }
  app.decorate('database', handle);
  app.decorate('db', handle.db);
  app.decorate('hotDb', handle.hotDb);
  app.addHook('onClose', () => handle.close());
}

export default fp(databasePlugin, { name: 'database', fastify: '5.x' });
