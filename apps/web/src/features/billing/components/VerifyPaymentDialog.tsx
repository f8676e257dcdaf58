import type { TOwnTransaction } from '@ptlog/shared';
import { useTranslation } from '../../../i18n/react';
import { useVerifyPayment } from '../api';
import { BILLING_NS } from '../i18n';
import { VerifyDialog, type VerifyDialogTexts } from './VerifyDialog';

interface VerifyPaymentDialogProps {
  transaction: TOwnTransaction | null;
  onClose: () => void;
}

/**
 * Confirms a payment staff recorded: idle → verifying → success (closes after 2 s) | failed. The
 * student types the payment's details from what they know (their SMS): none is shown to copy.
 */
export function VerifyPaymentDialog({ transaction, onClose }: VerifyPaymentDialogProps) {
  const { t } = useTranslation(BILLING_NS);
  const texts: VerifyDialogTexts<TOwnTransaction> = {
    title: t('verify.title'),
    intro: () => t('verify.intro'),
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
