import type { TTransaction } from '@ptlog/shared';
import { useVerifyPayment } from '../api';
import { formatTzs } from '../format';
import { VerifyDialog, type VerifyDialogTexts } from './VerifyDialog';

interface VerifyPaymentDialogProps {
  transaction: TTransaction | null;
  onClose: () => void;
}

const TEXTS: VerifyDialogTexts = {
  title: 'Verify payment',
  intro: (transaction) => (
    <>
      Staff recorded a payment of {formatTzs(transaction.amount)} for you. Enter the details of the
      payment you made to confirm it.
    </>
  ),
  phoneAutoComplete: 'tel',
  senderLabel: 'Name on the phone number',
  amountLabel: 'Amount paid (TZS)',
};

/** Confirms a payment staff recorded: idle → verifying → success (closes after 2 s) | failed. */
export function VerifyPaymentDialog({ transaction, onClose }: VerifyPaymentDialogProps) {
  return (
    <VerifyDialog
      transaction={transaction}
      onClose={onClose}
      useVerify={useVerifyPayment}
      texts={TEXTS}
    />
  );
}
