// `npm run remove-demo`: erases the demo student and staff accounts (student@ptlogbook.test,
// staff@ptlogbook.test), whose passwords the README publishes, so that a database that started in
// development can go into production. Reads the same configuration as the server (DATA_DIR,
// DATABASE_URL) and names the database it acts on; on the embedded database the server must be
// stopped first, and it runs as the user that owns DATA_DIR (embedded-data-dir.ts).
import { openDatabase } from '../db/client';
import { removeDemoAccounts } from '../db/demo-accounts';
import { driverMessageOf } from '../db/errors';
import { commandDatabaseOf, databaseLineOf } from './command-database';

async function main(): Promise<number> {
  const target = commandDatabaseOf('npm run remove-demo');
  if ('problem' in target) {
    process.stderr.write(`remove-demo: ${target.problem}\n`);
    return 1;
  }
  process.stdout.write(`${databaseLineOf(target.config.database)}\n`);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(target.config);
  } catch (error) {
    process.stderr.write(`remove-demo: ${driverMessageOf(error)}\n`);
    return 1;
  }
  try {
    await database.migrate();
    const removed = await removeDemoAccounts(database.db, new Date());
    process.stdout.write(
      removed.length === 0
        ? 'No demo accounts found: nothing to remove.\n'
        : `Removed the demo accounts ${removed.join(' and ')}.\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(`remove-demo: ${driverMessageOf(error)}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
