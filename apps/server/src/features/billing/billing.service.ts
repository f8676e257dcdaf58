import {
  canonicalTanzanianPhone,
  ERROR_CODES,
  isTanzanianPhone,
  MESSAGES,
  type TPayerType,
  type TStaffTransactionInput,
  type TStudentTransactionInput,
  type TVerifyPaymentInput,
  tokensForAmount,
} from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { profiles, type TPaymentTransactionRow, type TUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { ownerFilterFor } from '../accounts/student-access.policy';
import { findUserById } from '../accounts/users.repository';
import {
  alreadyProcessed,
  approvePending,
  type TActionContext,
  transactionNotFound,
} from './approval';
import { findTransaction, insertTransaction, type TNewTransaction } from './billing.repository';

async function profilePhoneOf(db: TDb, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ phone: profiles.phoneNumber })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.phone || null;
}

/** One spelling per phone for comparisons: Tanzanian numbers as +255…, others without spaces. */
function phoneKey(phone: string): string {
  const compact = phone.replace(/[\s-]/g, '');
  return isTanzanianPhone(compact) ? canonicalTanzanianPhone(compact) : compact;
}

function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether what someone typed from the payment SMS matches the recorded transaction. */
export function paymentDetailsMatch(row: TPaymentTransactionRow, input: TVerifyPaymentInput) {
  return (
    phoneKey(row.phoneNumber) === phoneKey(input.user_phone_number) &&
    nameKey(row.senderName) === nameKey(input.sender_name) &&
    row.amountTsh === input.amount
  );
}

/** Inserts the PENDING transaction and its audit row together. */
async function recordTransaction(
  db: TDb,
  values: TNewTransaction,
  context: TActionContext,
): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await insertTransaction(tx, values);
    await audit(tx, {
      actorId: context.actorId,
      action: 'billing.transaction.create',
      targetType: 'payment_transaction',
      targetId: row.id,
      ip: context.ip,
      details: {
        user_id: row.userId,
        amount_tsh: row.amountTsh,
        tokens: row.tokens,
        created_by_staff: row.createdByStaff,
      },
    });
    return row.id;
  });
}

/** A student reports a payment (spec 2 §5 Submit transaction); answers the new id. */
export async function createStudentTransaction(
  db: TDb,
  user: TUserRow,
  input: TStudentTransactionInput,
  context: TActionContext,
): Promise<number> {
  let phone = input.user_phone_number;
  if (input.payer_type === 'own') {
    const profilePhone = await profilePhoneOf(db, user.id);
    if (!profilePhone) {
      throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.billing.profilePhoneMissing, {
        user_phone_number: [MESSAGES.billing.profilePhoneMissing],
      });
    }
    phone = profilePhone;
  }
  return recordTransaction(
    db,
    {
      userId: user.id,
      amountTsh: input.amount,
      tokens: tokensForAmount(input.amount),
      paymentMethod: input.payment_method,
      payerType: input.payer_type,
      phoneNumber: phone,
      senderName: input.sender_name,
      wakalaName: input.wakala_name ?? null,
      createdByStaff: false,
      createdBy: user.id,
      now: context.now,
    },
    context,
  );
}

/** Staff record a payment they received for a user (spec 2 §5 Create Transaction). */
export async function createStaffTransaction(
  db: TDb,
  input: TStaffTransactionInput,
  context: TActionContext,
): Promise<number> {
  const owner = await findUserById(db, input.user_id);
  if (!owner) {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.billing.userNotFound, {
      user_id: [MESSAGES.billing.userNotFound],
    });
  }
  let payerType: TPayerType = 'wakala';
  if (input.payment_method === 'DIRECT') {
    const profilePhone = await profilePhoneOf(db, owner.id);
    const own = profilePhone && phoneKey(profilePhone) === phoneKey(input.user_phone_number);
    payerType = own ? 'own' : 'different';
  }
  return recordTransaction(
    db,
    {
      userId: owner.id,
      amountTsh: input.amount,
      tokens: tokensForAmount(input.amount),
      paymentMethod: input.payment_method,
      payerType,
      phoneNumber: input.user_phone_number,
      senderName: input.sender_name,
      wakalaName: input.wakala_name ?? null,
      createdByStaff: true,
      createdBy: context.actorId,
      now: context.now,
    },
    context,
  );
}

/**
 * verify_payment (DESIGN §4.8): the caller types the phone, sender name and amount of the payment.
 * Staff may verify any PENDING transaction; a student only their own staff-created one (their own
 * report cannot confirm itself). A match approves and credits it exactly once; a mismatch
 * changes nothing (but the attempt is audited) and answers false.
 */
export async function verifyPayment(
  db: TDb,
  caller: TUserRow,
  id: number,
  input: TVerifyPaymentInput,
  context: TActionContext,
): Promise<boolean> {
  const found = await findTransaction(db, id, { userId: ownerFilterFor(caller) });
  if (!found) throw transactionNotFound();
  if (found.row.status !== 'PENDING') throw alreadyProcessed();
  const matches =
    paymentDetailsMatch(found.row, input) && (caller.isStaff || found.row.createdByStaff);
  const auditEntry = {
    actorId: caller.id,
    targetType: 'payment_transaction',
    targetId: id,
    ip: context.ip,
  };
  if (!matches) {
    await audit(db, { ...auditEntry, action: 'billing.transaction.verify_failed' });
    return false;
  }
  await db.transaction(async (tx) => {
    // A student's confirmation approves in the name of the staff member who recorded the payment.
    const confirmedBy = caller.isStaff ? caller.id : found.row.createdBy;
    const row = await approvePending(tx, id, confirmedBy, context.now);
    if (!row) throw alreadyProcessed();
    await audit(tx, {
      ...auditEntry,
      action: 'billing.transaction.verify',
      details: { user_id: row.userId, amount_tsh: row.amountTsh, tokens: row.tokens },
    });
  });
  return true;
}
