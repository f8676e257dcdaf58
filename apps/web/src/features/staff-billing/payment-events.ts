// A payment's audited steps as the details modal says them: who, by name (a student marked as
// such), and what a failed verification did not match.
import type { TPaymentEvent } from '@ptlog/shared';
import { translateMessage } from '../../i18n/messages';
import type { TFunction } from '../../i18n/translator';
import { shownName } from '../admin/format';
import type { STAFF_BILLING_NS } from './i18n';

type T = TFunction<typeof STAFF_BILLING_NS>;

function actorOf(t: T, event: TPaymentEvent): string {
  if (event.actor_name === null) return t('staff-billing:history.unknown');
  const name = shownName(event.actor_name);
  return event.actor_is_staff ? name : t('staff-billing:history.student', { name });
}

/** 'Approved by Grace Staff', 'Verification by Grace Staff failed: amount did not match', … */
export function paymentEventText(t: T, event: TPaymentEvent): string {
  const name = actorOf(t, event);
  switch (event.kind) {
    case 'recorded':
      return event.by_staff
        ? t('staff-billing:history.recordedByStaff', { name })
        : t('staff-billing:history.recorded', { name });
    case 'verify_failed': {
      const fields = event.mismatched ?? [];
      if (fields.length === 0) return t('staff-billing:history.verify_failed', { name });
      return t('staff-billing:history.verifyFailedFields', {
        name,
        fields: fields.map((field) => t(`staff-billing:history.fields.${field}`)).join(', '),
      });
    }
    case 'rejected':
      return event.reason
        ? t('staff-billing:history.rejectedWithReason', {
            name,
            reason: translateMessage(event.reason),
          })
        : t('staff-billing:history.rejected', { name });
    case 'approval_reversed':
      return t('staff-billing:history.approval_reversed', {
        name,
        reason: event.reason ?? '',
      });
    default:
      return t(`staff-billing:history.${event.kind}`, { name });
  }
}
