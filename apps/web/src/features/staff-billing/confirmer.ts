// Who confirmed a payment, as the staff screens say it. A student who confirmed a payment staff
// recorded for them (verify_payment, DESIGN §4.8) is its confirmer: "The student", never the
// staff member who recorded it (staff never approve their own record).
import type { TTransaction } from '@ptlog/shared';
import { translateMessage } from '../../i18n/messages';
import type { TFunction } from '../../i18n/translator';
import { confirmedByOwner } from '../billing/transaction-view';
import type { STAFF_BILLING_NS } from './i18n';

/** 'Grace Staff', 'The student' (the owner confirmed it), or null while nobody decided it. */
export function confirmerName(
  t: TFunction<typeof STAFF_BILLING_NS>,
  transaction: TTransaction,
): string | null {
  if (confirmedByOwner(transaction)) return t('staff-billing:confirmer.student');
  return transaction.confirmed_by_name;
}

/**
 * 'Confirmed by Grace Staff', 'Confirmed by the student', 'Rejected by Grace Staff: No SMS'
 * (a refusal says so, with its reason), or null while nobody decided it.
 */
export function confirmedByText(
  t: TFunction<typeof STAFF_BILLING_NS>,
  transaction: TTransaction,
): string | null {
  if (confirmedByOwner(transaction)) return t('staff-billing:all.confirmedByStudent');
  const name = transaction.confirmed_by_name;
  if (!name) return null;
  if (transaction.transaction_status !== 'REJECTED') {
    return t('staff-billing:all.confirmedBy', { name });
  }
  // Staff write their own reasons; an erased account's is 'Account deleted'.
  const reason = transaction.rejection_reason && translateMessage(transaction.rejection_reason);
  return reason
    ? t('staff-billing:all.rejectedByWithReason', { name, reason })
    : t('staff-billing:all.rejectedBy', { name });
}
