// `npm run disable-staff -- --email …`, `npm run enable-staff -- --email …`,
// `npm run demote-staff -- --email …`: the operator takes a staff account out of use (its sessions
// end at once), lets it back in, or makes it a student account (staff-status.ts). The staff area
// changes no staff account, so these are the way. Reads the same configuration as the server
// (DATA_DIR, DATABASE_URL), names the database it acts on and applies the migrations itself; on
// the embedded database the server must be stopped first, and it runs as the user that owns
// DATA_DIR (embedded-data-dir.ts).
import { parseArgs } from 'node:util';
import { emailField, MESSAGES } from '@ptlog/shared';
import { openDatabase } from '../db/client';
import { driverMessageOf } from '../db/errors';
import { commandDatabaseOf, databaseLineOf } from './command-database';
import {
  changeStaffStatus,
  SCRIPT_OF,
  STAFF_CHANGES,
  StaffStatusError,
  type TStaffChange,
  type TStaffChangeResult,
} from './staff-status';

const ZEmail = emailField('--email is required', MESSAGES.register.emailInvalid);

const USAGE = `Usage: npm run disable-staff -- --email staff@example.ac.tz   (ends their sessions at once)
       npm run enable-staff -- --email staff@example.ac.tz
       npm run demote-staff -- --email staff@example.ac.tz    (a student account from now on)`;

/** The change (the script's first argument, from package.json) and the e-mail, or a usage error. */
function readInput(): { change: TStaffChange; email: string } {
  const { values, positionals } = parseArgs({
    options: { email: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [change, ...extra] = positionals;
  if (!STAFF_CHANGES.includes(change as TStaffChange) || extra.length > 0) {
    throw new Error(`expected one of ${STAFF_CHANGES.join(', ')} and --email`);
  }
  const email = ZEmail.safeParse(values.email);
  if (!email.success) throw new Error(email.error.issues[0]?.message ?? '--email is required');
  return { change: change as TStaffChange, email: email.data };
}

function report(email: string, change: TStaffChange, result: TStaffChangeResult): string {
  const sessions = `${result.sessionsEnded} session(s) ended`;
  const lines = {
    disable: result.changed
      ? `Disabled staff account ${email}: it cannot sign in, ${sessions}.`
      : `Staff account ${email} was already disabled: nothing changed.`,
    enable: result.changed
      ? `Enabled staff account ${email}: they can sign in again.`
      : `Staff account ${email} was already enabled: nothing changed.`,
    demote: `${email} is a student account now, no longer staff: ${sessions}.`,
  };
  const warning =
    result.activeStaffLeft === 0
      ? '\nNo active staff account is left: `npm run create-staff -- --email …` makes one.'
      : '';
  return `${lines[change]}${warning}\n`;
}

async function main(): Promise<number> {
  const first = process.argv[2];
  const script = STAFF_CHANGES.includes(first as TStaffChange) ? `${first}-staff` : 'change-staff';
  let input: ReturnType<typeof readInput>;
  try {
    input = readInput();
  } catch (error) {
    process.stderr.write(`${script}: ${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const target = commandDatabaseOf(`${SCRIPT_OF[input.change]} -- --email …`);
  if ('problem' in target) {
    process.stderr.write(`${script}: ${target.problem}\n`);
    return 1;
  }
  process.stdout.write(`${databaseLineOf(target.config.database)}\n`);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(target.config);
  } catch (error) {
    process.stderr.write(`${script}: ${driverMessageOf(error)}\n`);
    return 1;
  }
  try {
    await database.migrate();
    const result = await changeStaffStatus(database.db, input.email, input.change, new Date());
    process.stdout.write(report(input.email, input.change, result));
    return 0;
  } catch (error) {
    const message = error instanceof StaffStatusError ? error.message : driverMessageOf(error);
    process.stderr.write(`${script}: ${message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
