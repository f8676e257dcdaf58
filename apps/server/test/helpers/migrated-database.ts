// A suite's own migrated database (PGlite, or PostgreSQL under TEST_DATABASE_URL), dropped after
// the suite, and apps built on it with the environment a test chooses (NODE_ENV=production, say).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type TDatabaseHandle } from '../../src/db/client';
import { testEnv } from './build-test-app';
import { createTestDatabase, type TTestDatabase } from './test-database';

/** What a production start needs besides the database (mail to the log). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://logbook.example.ac.tz',
  MAIL_TRANSPORT: 'log',
};

export function migratedDatabase() {
  const state: { testDatabase?: TTestDatabase; handle?: TDatabaseHandle } = {};
  beforeAll(async () => {
    state.testDatabase = await createTestDatabase();
    state.handle =
      state.testDatabase.handle ??
      (await openDatabase({ database: { kind: 'postgres', url: state.testDatabase.url } }));
    await state.handle.migrate();
  });
  afterAll(async () => {
    await state.handle?.close();
    await state.testDatabase?.drop();
  });
  /** An app on the database with `env` (its DATABASE_URL added); closing it leaves the database. */
  const appWith = (
    env: Record<string, string>,
    print: (text: string) => void = () => undefined,
  ): FastifyInstance =>
    buildApp(loadConfig(testEnv({ ...env, DATABASE_URL: state.testDatabase!.url })), {
      database: { ...state.handle!, close: async () => undefined },
      print,
    });
  return {
    get db() {
      return state.handle!.db;
    },
    appWith,
    /** Why a production start on the database refuses, or undefined when it starts. */
    async productionStartError(): Promise<Error | undefined> {
      const app = appWith(PRODUCTION_ENV);
      try {
        await app.ready();
        await app.close();
        return undefined;
      } catch (error) {
        await app.close().catch(() => undefined);
        return error as Error;
      }
    },
  };
}
