// `npm run copy-to-postgres -- postgres://user:pass@host:5432/ptlogbook`
// Copies everything in the embedded database (DATA_DIR/db) into a new, empty PostgreSQL database:
// the way from PGlite to PostgreSQL (pg_dump cannot read the embedded engine). Stop the server
// first; the PostgreSQL database is migrated by this code before the copy. Uploads and the app
// secret stay in DATA_DIR (docs/operations.md). Once copied, DATA_DIR/db is marked moved
// (MOVED_TO_POSTGRES), and the other commands refuse it. Runs as the user that owns DATA_DIR
// (embedded-data-dir.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadDatabaseConfig } from '../config';
import { openDatabase, rowsOf, type TDatabaseHandle } from '../db/client';
import { copyDatabase } from '../db/copy-database';
import { driverMessageOf } from '../db/errors';
import { databaseDescriptionOf } from './command-database';
import { embeddedDataDirOf, markMovedToPostgres, wrongUserProblem } from './embedded-data-dir';

const USAGE =
  'Usage: npm run copy-to-postgres -- postgres://user:pass@host:5432/ptlogbook (with the DATA_DIR of the embedded database)';

async function main(argv: string[]): Promise<number> {
  const url = argv[0];
  if (!url || argv.length > 1 || !/^postgres(ql)?:\/\/.+/.test(url)) {
    process.stderr.write(`copy-to-postgres: give the PostgreSQL database's URL\n${USAGE}\n`);
    return 2;
  }
  const env = { ...process.env, DATABASE_URL: '' };
  const dataDir = embeddedDataDirOf(env) ?? '';
  // The URL is not repeated: it may hold a password.
  const wrongUser = wrongUserProblem(dataDir, 'npm run copy-to-postgres -- postgres://…');
  if (wrongUser) {
    process.stderr.write(`copy-to-postgres: ${wrongUser}\n`);
    return 1;
  }
  // Checked before anything is opened: opening a DATA_DIR without a database creates an empty one,
  // and "copying" that would leave the operator on an empty PostgreSQL database.
  if (!existsSync(path.join(dataDir, 'db', 'PG_VERSION'))) {
    process.stderr.write(
      `copy-to-postgres: DATA_DIR ${dataDir} holds no embedded database (no db/PG_VERSION in it): nothing to copy. Set DATA_DIR to the server's, e.g. DATA_DIR=/srv/ptlogbook/data.\n`,
    );
    return 1;
  }
  let source: TDatabaseHandle | undefined;
  let target: TDatabaseHandle | undefined;
  try {
    source = await openDatabase(loadDatabaseConfig(env));
    await source.migrate();
    const [users] = rowsOf<{ n: number }>(
      await source.db.execute(sql`select count(*)::int as n from users`),
    );
    if (!users?.n) {
      process.stderr.write(
        `copy-to-postgres: the embedded database in DATA_DIR ${dataDir} has no users: nothing to copy (is DATA_DIR the server's?). PostgreSQL was not touched.\n`,
      );
      return 1;
    }
    const postgres = { kind: 'postgres', url } as const;
    target = await openDatabase({ database: postgres });
    await target.migrate();
    await copyDatabase(source.db, target.db, (table, copied) => {
      process.stdout.write(`${table}: ${copied} rows\n`);
    });
    const into = databaseDescriptionOf(postgres);
    const marker = markMovedToPostgres(dataDir, into, new Date());
    process.stdout.write(
      `Copied the embedded database in ${dataDir} into ${into}. Start the server with DATABASE_URL set to it.\n` +
        `Marked the embedded database moved (${marker}): the commands (create-staff, disable-staff …) refuse it from now on; run them with the server's DATABASE_URL.\n`,
    );
    return 0;
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : driverMessageOf(error);
    process.stderr.write(`copy-to-postgres: ${message}\n`);
    return 1;
  } finally {
    await source?.close();
    await target?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
