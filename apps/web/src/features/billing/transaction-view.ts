// How a payment reads to its owner and to staff, around the owner's own confirmation of a payment
// staff recorded for them (DESIGN §4.8, verify_payment).
import {
  type TOwnTransaction,
  type TStudentTransactionInput,
  type TTransaction,
  tokensForAmount,
} from '@ptlog/shared';

/** What the owner's list says of a transaction: all of it, or only that it awaits them. */
export type TOwnTransactionView =
  | { withheld: false; transaction: TTransaction }
  | { withheld: true; transaction: TOwnTransaction };

/**
 * The owner's transaction with its details, or `withheld` while a payment staff recorded awaits
 * their confirmation: the server sends no phone, sender, amount, tokens or ID then, so that the
 * owner confirms it from what they know of the payment they made, not by copying what is shown.
 */
export function ownTransactionView(transaction: TOwnTransaction): TOwnTransactionView {
  const { user_phone_number, sender_name, amount, tokens_generated } = transaction;
  if (
    transaction.awaiting_confirmation ||
    user_phone_number === null ||
    sender_name === null ||
    amount === null ||
    tokens_generated === null
  ) {
    return { withheld: true, transaction };
  }
  const { awaiting_confirmation: _, ...rest } = transaction;
  return {
    withheld: false,
    transaction: { ...rest, user_phone_number, sender_name, amount, tokens_generated },
  };
}

/**
 * The answered submission as the pending banner shows it. A report of the very payment staff had
 * recorded for the student finds that record, whose details the server withholds until the
 * student confirms it: the banner then shows the amount the student typed, which matched it.
 */
export function submittedView(
  answer: TOwnTransaction,
  payload: TStudentTransactionInput,
): TTransaction {
  const view = ownTransactionView(answer);
  if (!view.withheld) return view.transaction;
  const { awaiting_confirmation: _, ...rest } = view.transaction;
  return {
    ...rest,
    user_phone_number: payload.user_phone_number,
    sender_name: payload.sender_name,
    amount: String(payload.amount),
    tokens_generated: tokensForAmount(payload.amount),
  };
}

/**
 * Whether the owner confirmed the payment themselves (verify_payment on one staff recorded for
 * them): the server then records the owner as its confirmer. Staff never approve a payment to
 * their own account, so an approved one confirmed by its owner was never a staff approval.
 */
export function confirmedByOwner(
  transaction: Pick<
    TTransaction,
    'user' | 'confirmed_by' | 'created_by_staff' | 'transaction_status'
  >,
): boolean {
  return (
    transaction.created_by_staff &&
    transaction.transaction_status === 'APPROVED' &&
    transaction.confirmed_by !== null &&
    transaction.confirmed_by === transaction.user
  );
}
