// `npm run copy-to-postgres -- postgres://user:pass@host:5432/ptlogbook`
// Copies everything in the embedded database (DATA_DIR/db) into a new, empty PostgreSQL database:
// the way from PGlite to PostgreSQL (pg_dump cannot read the embedded engine). Stop the server
// first; the PostgreSQL database is migrated by this code before the copy. Uploads and the app
// secret stay in DATA_DIR (docs/operations.md).
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type TDatabaseHandle } from '../db/client';
import { copyDatabase } from '../db/copy-database';

const USAGE =
  'Usage: npm run copy-to-postgres -- postgres://user:pass@host:5432/ptlogbook (with the DATA_DIR of the embedded database)';

async function main(argv: string[]): Promise<number> {
  const url = argv[0];
  if (!url || argv.length > 1 || !/^postgres(ql)?:\/\/.+/.test(url)) {
    process.stderr.write(`copy-to-postgres: give the PostgreSQL database's URL\n${USAGE}\n`);
    return 2;
  }
  let source: TDatabaseHandle | undefined;
  let target: TDatabaseHandle | undefined;
  try {
    const config = loadConfig({ ...process.env, DATABASE_URL: '' });
    source = await openDatabase(config);
    target = await openDatabase({ database: { kind: 'postgres', url } });
    await source.migrate();
    await target.migrate();
    await copyDatabase(source.db, target.db, (table, copied) => {
      process.stdout.write(`${table}: ${copied} rows\n`);
    });
    process.stdout.write(
      `Copied ${config.database.kind === 'pglite' ? config.database.dataDir : 'the embedded database'} into PostgreSQL. Start the server with DATABASE_URL set to it.\n`,
    );
    return 0;
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : (error as Error).message;
    process.stderr.write(`copy-to-postgres: ${message}\n`);
    return 1;
  } finally {
    await source?.close();
    await target?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
