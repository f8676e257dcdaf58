// `npm run create-staff -- --email … --password … [--first-name …] [--last-name …]`
// Creates a verified staff user, or promotes an existing user to staff (and sets the password
// when one is given). Applies the migrations itself, so it works before the server ever ran.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createOrPromoteStaff, parseStaffInput, StaffInputError } from './staff-account';

async function main(): Promise<number> {
  let input: ReturnType<typeof parseStaffInput>;
  try {
    const { values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
    });
    input = parseStaffInput(values);
  } catch (error) {
    const message = error instanceof StaffInputError ? error.message : (error as Error).message;
    process.stderr.write(
      `create-staff: ${message}\nUsage: npm run create-staff -- --email staff@example.ac.tz --password 'at-least-8-chars' [--first-name Anna] [--last-name Mushi]\n`,
    );
    return 2;
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(loadConfig());
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : (error as Error).message;
    process.stderr.write(`create-staff: ${message}\n`);
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
    process.stderr.write(`create-staff: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
