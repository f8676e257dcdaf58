import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type TAppDeps } from '../../src/app';
import { loadConfig, type TConfig } from '../../src/config';
import type { TDb } from '../../src/db/client';
import { createTestDatabase } from './test-database';

export type TEnvOverrides = Record<string, string | undefined>;

/** A complete, valid environment that never touches the repository or the developer's data. */
export function testEnv(overrides: TEnvOverrides = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'test-secret-that-is-long-enough-for-the-schema',
    DATA_DIR: path.join(os.tmpdir(), 'ptlog-test-data'),
    DATABASE_URL: 'pglite://memory',
    SEED_DEMO: '0',
    // No web build by default, so tests do not depend on whether apps/web was built.
    WEB_DIST_DIR: path.join(os.tmpdir(), 'ptlog-no-web-build'),
    // No reminder e-mails on a timer: the reminder tests run due jobs at a fake time themselves.
    REMINDERS_ENABLED: '0',
    ...overrides,
  };
}

export interface TTestApp {
  app: FastifyInstance;
  db: TDb;
  config: TConfig;
  close(): Promise<void>;
}

export interface TBuildTestAppOptions {
  deps?: TAppDeps;
  /** Runs before `ready()`: tests register extra routes here. */
  beforeReady?: (app: FastifyInstance) => void;
}

/** The real app on a fresh database (see createTestDatabase), ready for `app.inject()`. */
export async function buildTestApp(
  overrides: TEnvOverrides = {},
  options: TBuildTestAppOptions = {},
): Promise<TTestApp> {
  const database = await createTestDatabase();
  const config = loadConfig(testEnv({ DATABASE_URL: database.url, ...overrides }));
  // Console output (the demo banner, mails without SMTP_URL) is dropped unless a test asks for it.
  const app = buildApp(config, {
    database: database.handle,
    print: () => undefined,
    ...options.deps,
  });
  options.beforeReady?.(app);
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.drop();
    throw error;
  }
  return {
    app,
    db: app.db,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
