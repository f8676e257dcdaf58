import type { TTransaction } from '@ptlog/shared';
import { useTranslation } from 'react-i18next';
import { useVerifyPayment } from '../api';
import { formatTzs } from '../format';
import { BILLING_NS } from '../i18n';
import { VerifyDialog, type VerifyDialogTexts } from './VerifyDialog';

interface VerifyPaymentDialogProps {
  transaction: TTransaction | null;
  onClose: () => void;
}

/** Confirms a payment staff recorded: idle → verifying → success (closes after 2 s) | failed. */
export function VerifyPaymentDialog({ transaction, onClose }: VerifyPaymentDialogProps) {
  const { t } = useTranslation(BILLING_NS);
  const texts: VerifyDialogTexts = {
    title: t('verify.title'),
    intro: (recorded) => t('verify.intro', { amount: formatTzs(recorded.amount) }),
    phoneAutoComplete: 'tel',
    senderLabel: t('verify.senderLabel'),
    amountLabel: t('verify.amountLabel'),
  };
  return (
    <VerifyDialog
      transaction={transaction}
      onClose={onClose}
      useVerify={useVerifyPayment}
      texts={texts}
    />
  );
}
