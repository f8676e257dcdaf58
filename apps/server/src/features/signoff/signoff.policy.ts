// Who may be a student's supervisor (audit finding 1): never an address of a PT Logbook account,
// the student's own included, or a student could approve their own weeks.
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isAccountEmail } from './signoff.repository';

/**
 * 400 on the supervisor_email field when this address reaches an account's mailbox: the account's
 * own address or a variant delivered to the same inbox (a "+tag", Gmail's dots; mailbox-key.ts).
 */
export async function refuseAccountSupervisorEmail(db: TDb, email: string): Promise<void> {
  if (!email || !(await isAccountEmail(db, email))) return;
  throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.signoff.supervisorEmailNotOwn, {
    supervisor_email: [MESSAGES.signoff.supervisorEmailNotOwn],
  });
}
