// `npm run remove-demo`: erases the demo student and staff accounts (student@ptlogbook.test,
// staff@ptlogbook.test), whose passwords the README publishes, so that a database that started in
// development can go into production. Reads the same configuration as the server (DATA_DIR,
// DATABASE_URL); on the embedded database the server must be stopped first, and it runs as the
// user that owns DATA_DIR (embedded-data-dir.ts).
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { removeDemoAccounts } from '../db/demo-accounts';
import { embeddedDataDirOf, wrongUserProblem } from './embedded-data-dir';

async function main(): Promise<number> {
  const wrongUser = wrongUserProblem(embeddedDataDirOf(process.env), 'npm run remove-demo');
  if (wrongUser) {
    process.stderr.write(`remove-demo: ${wrongUser}\n`);
    return 1;
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(loadConfig());
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : (error as Error).message;
    process.stderr.write(`remove-demo: ${message}\n`);
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
    process.stderr.write(`remove-demo: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
