// A transaction ID staff rejected before, submitted again (finance audit): flagged, never
// blocked. The staff lists count the earlier rejections (`rejected_before`); the details and the
// approve confirmation read them from the payment's history.
import type { TEarlierRejection, TStaffTransaction, TTransaction } from '@ptlog/shared';
import { translateMessage } from '../../i18n/messages';
import type { TFunction } from '../../i18n/translator';
import { formatDateTime } from '../billing/format';
import type { STAFF_BILLING_NS } from './i18n';

/** How many earlier transactions with its ID were rejected (0 where no list counted them). */
export function rejectedBeforeCount(transaction: TTransaction | TStaffTransaction): number {
  return 'rejected_before' in transaction ? transaction.rejected_before : 0;
}

/** 'Rejected before: 2 Dec 2026, 09:15 EAT by Grace Staff: No such SMS'. */
export function earlierRejectionText(
  t: TFunction<typeof STAFF_BILLING_NS>,
  rejection: TEarlierRejection,
): string {
  return t('staff-billing:rejectedBefore.line', {
    date: rejection.rejected_at ? formatDateTime(rejection.rejected_at) : '—',
    name: rejection.rejected_by_name || t('staff-billing:rejectedBefore.noStaff'),
    // Staff write their own reasons; an erased account's is 'Account deleted'.
    reason: rejection.reason
      ? translateMessage(rejection.reason)
      : t('staff-billing:rejectedBefore.noReason'),
  });
}
