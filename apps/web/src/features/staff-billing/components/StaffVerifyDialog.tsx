import type { TTransaction } from '@ptlog/shared';
import { VerifyDialog, type VerifyDialogTexts } from '../../billing/components/VerifyDialog';
import { formatTzs } from '../../billing/format';
import { useStaffVerifyPayment } from '../api';

interface StaffVerifyDialogProps {
  transaction: TTransaction | null;
  onClose: () => void;
}

const TEXTS: VerifyDialogTexts = {
  title: 'Payment Verification',
  intro: (transaction) => (
    <>
      {transaction.user_full_name} reported {formatTzs(transaction.amount)}. Enter the payment as
      the mobile-money message shows it; if it matches, the payment is approved and the tokens are
      added.
    </>
  ),
  senderLabel: 'Sender name',
  amountLabel: 'Amount received (TZS)',
};

/**
 * Payment Verification (spec 2 §4): staff type what the mobile-money message says; a match
 * approves and credits the payment. idle → verifying → success (closes after 2 s) | failed.
 */
export function StaffVerifyDialog({ transaction, onClose }: StaffVerifyDialogProps) {
  return (
    <VerifyDialog
      transaction={transaction}
      onClose={onClose}
      useVerify={useStaffVerifyPayment}
      texts={TEXTS}
    />
  );
}
