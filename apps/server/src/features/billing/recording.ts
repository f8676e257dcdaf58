// Recording a payment (spec 2 §5 Submit Transaction, Create Transaction): a PENDING transaction
// and its audit row. One real payment is one record (security audit, billing 3): while one of the
// user's payments with the same amount, phone, sender name and method is still PENDING, recording
// it again answers that record instead of a second one that could be approved, and credited,
// again. The check and the insert run under the lock of the user's row that every change of the
// user's payments takes first (payment-owner.repository.ts), so of simultaneous
// identical submissions one inserts and the others find its record.
//
// The SMS's transaction ID (ADR 18) tells payments apart: two with different IDs are two payments
// even with the same details, and an ID already on another transaction that is not rejected is
// refused (409) by the database's unique index, whichever user or request recorded it first. A
// pending record without an ID takes the ID of the same payment reported again with one.
import {
  ERROR_CODES,
  MESSAGES,
  type TPayerType,
  type TStaffTransactionInput,
  type TStudentTransactionInput,
  tokensForAmount,
  transactionCodesDiffer,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { TUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { sessionEnded } from '../accounts/live-user';
import { findUserById } from '../accounts/users.repository';
import type { TActionContext } from './approval';
import { assertMayRecordPaymentFor } from './billing.policy';
import {
  addTransactionCode,
  findProfilePhone,
  insertTransaction,
  type TNewTransaction,
} from './billing.repository';
import { phoneKey, sameDetails } from './payment-details';
import { lockPaymentOwner, pendingOfUserWithAmount } from './payment-owner.repository';

/** The transaction's id, and whether this call made it (false: an identical one was pending). */
export interface TRecorded {
  id: number;
  created: boolean;
}

function userNotFound(): AppError {
  return new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.billing.userNotFound, {
    user_id: [MESSAGES.billing.userNotFound],
  });
}

function transactionCodeTaken(): AppError {
  return new AppError(ERROR_CODES.TRANSACTION_CODE_TAKEN, MESSAGES.billing.transactionCodeTaken);
}

/**
 * Inserts the PENDING transaction and its audit row together, unless an identical one of the user
 * is still PENDING: then answers that one and writes nothing. A user deleted meanwhile is not
 * found (ADR 5: a tombstone is never paid for) and `ownerGone()` is thrown: for the student's own
 * report the 401 of an ended session (ADR 24), for staff's record a 400 on user_id. The only
 * unique index an insert can break is the transaction ID's (the id is a sequence): that is a 409,
 * and nothing is written.
 */
async function recordTransaction(
  db: TDb,
  values: TNewTransaction,
  context: TActionContext,
  ownerGone: () => AppError,
): Promise<TRecorded> {
  try {
    return await insertUnlessPending(db, values, context, ownerGone);
  } catch (error) {
    if (values.transactionCode !== null && isUniqueViolation(error)) throw transactionCodeTaken();
    throw error;
  }
}

async function insertUnlessPending(
  db: TDb,
  values: TNewTransaction,
  context: TActionContext,
  ownerGone: () => AppError,
): Promise<TRecorded> {
  return db.transaction(async (tx) => {
    if (!(await lockPaymentOwner(tx, values.userId))) throw ownerGone();
    const pending = await pendingOfUserWithAmount(tx, values);
    const same = pending.find(
      (row) =>
        row.paymentMethod === values.paymentMethod &&
        sameDetails(row, values) &&
        !transactionCodesDiffer(row.transactionCode, values.transactionCode),
    );
    if (same) {
      // Reported again with the SMS's ID the first report lacked: the record keeps it, so staff
      // can match it (a code on another live payment breaks the unique index: 409, unchanged).
      const code = values.transactionCode;
      if (same.transactionCode === null && code !== null) {
        await addTransactionCode(tx, same.id, code, values.now);
        await audit(tx, {
          actorId: context.actorId,
          action: 'billing.transaction.code_added',
          targetType: 'payment_transaction',
          targetId: same.id,
          ip: context.ip,
          details: { user_id: values.userId },
        });
      }
      return { id: same.id, created: false };
    }
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
    return { id: row.id, created: true };
  });
}

/** A student reports a payment (spec 2 §5 Submit transaction). */
export async function createStudentTransaction(
  db: TDb,
  user: TUserRow,
  input: TStudentTransactionInput,
  context: TActionContext,
): Promise<TRecorded> {
  let phone = input.user_phone_number;
  if (input.payer_type === 'own') {
    const profilePhone = await findProfilePhone(db, user.id);
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
      transactionCode: input.transaction_code ?? null,
      createdByStaff: false,
      createdBy: user.id,
      now: context.now,
    },
    context,
    // The student's own account erased while this ran: their session is gone (ADR 24).
    sessionEnded,
  );
}

/** Staff record a payment they received for another user (spec 2 §5 Create Transaction). */
export async function createStaffTransaction(
  db: TDb,
  input: TStaffTransactionInput,
  context: TActionContext,
): Promise<TRecorded> {
  assertMayRecordPaymentFor(context.actorId, input.user_id);
  const owner = await findUserById(db, input.user_id);
  // A deleted account is a tombstone (ADR 5): no user to record a payment for.
  if (!owner || owner.deletedAt) throw userNotFound();
  let payerType: TPayerType = 'wakala';
  if (input.payment_method === 'DIRECT') {
    const profilePhone = await findProfilePhone(db, owner.id);
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
      transactionCode: input.transaction_code ?? null,
      createdByStaff: true,
      createdBy: context.actorId,
      now: context.now,
    },
    context,
    userNotFound,
  );
}
