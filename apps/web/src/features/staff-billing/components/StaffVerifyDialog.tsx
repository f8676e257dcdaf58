import type { TTransaction } from '@ptlog/shared';
import { useTranslation } from 'react-i18next';
import { VerifyDialog, type VerifyDialogTexts } from '../../billing/components/VerifyDialog';
import { formatTzs } from '../../billing/format';
import { useStaffVerifyPayment } from '../api';
import { STAFF_BILLING_NS } from '../i18n';

interface StaffVerifyDialogProps {
  transaction: TTransaction | null;
  onClose: () => void;
}

/**
 * Payment Verification (spec 2 §4): staff type what the mobile-money message says; a match
 * approves and credits the payment. idle → verifying → success (closes after 2 s) | failed.
 */
export function StaffVerifyDialog({ transaction, onClose }: StaffVerifyDialogProps) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  const texts: VerifyDialogTexts = {
    title: t('verify.title'),
    intro: (payment) =>
      t('verify.intro', { name: payment.user_full_name, amount: formatTzs(payment.amount) }),
    senderLabel: t('verify.senderLabel'),
    amountLabel: t('verify.amountLabel'),
  };
  return (
    <VerifyDialog
      transaction={transaction}
      onClose={onClose}
      useVerify={useStaffVerifyPayment}
      texts={texts}
    />
  );
}
