// `npm run create-staff -- --email … [--first-name …] [--last-name …]`
// Creates a verified staff user, or promotes an existing user to staff and sets the password.
// The password is asked for (no echo) on a terminal, or read from STAFF_PASSWORD or the first line
// of stdin; `--password` still works but warns (shell history, `ps`). Applies the migrations
// itself, so it works before the server ever ran. Names the database it acts on; on the embedded
// database it runs as the user that owns DATA_DIR (embedded-data-dir.ts).
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { driverMessageOf } from '../db/errors';
import { commandDatabaseOf, databaseLineOf } from './command-database';
import { readStaffPassword } from './password-input';
import {
  checkStaffIdentity,
  createOrPromoteStaff,
  parseStaffInput,
  STAFF_PASSWORD_RULE,
  StaffInputError,
} from './staff-account';

const USAGE = `Usage: npm run create-staff -- --email staff@example.ac.tz [--first-name Anna] [--last-name Mushi]
  The password (${STAFF_PASSWORD_RULE}) is asked for on a terminal,
  or read from STAFF_PASSWORD, or from the first line of stdin.`;

async function readInput(): Promise<ReturnType<typeof parseStaffInput>> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    strict: true,
  });
  // The e-mail is checked before asking for a password that would then be thrown away.
  checkStaffIdentity(values);
  const password = await readStaffPassword(values.password);
  return parseStaffInput({ ...values, password });
}

async function main(): Promise<number> {
  // Before the password is asked for. The e-mail and password are not repeated: `…`.
  const target = commandDatabaseOf('npm run create-staff -- --email …');
  if ('problem' in target) {
    process.stderr.write(`create-staff: ${target.problem}\n`);
    return 1;
  }
  let input: ReturnType<typeof parseStaffInput>;
  try {
    input = await readInput();
  } catch (error) {
    const message = error instanceof StaffInputError ? error.message : (error as Error).message;
    process.stderr.write(`create-staff: ${message}\n${USAGE}\n`);
    return 2;
  }
  process.stdout.write(`${databaseLineOf(target.config.database)}\n`);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(target.config);
  } catch (error) {
    process.stderr.write(`create-staff: ${driverMessageOf(error)}\n`);
    return 1;
  }
  try {
    await database.migrate();
    const result = await createOrPromoteStaff(database.db, input);
    process.stdout.write(
      `${result === 'created' ? 'Created' : 'Promoted'} staff user ${input.email}. They can sign in now.\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(`create-staff: ${driverMessageOf(error)}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
