import { Paper, Stack, Text } from '@mantine/core';
import type { TTransaction } from '@ptlog/shared';
import { useTranslation } from '../../../i18n/react';
import { shownName } from '../../admin/format';
import { VerifyDialog, type VerifyDialogTexts } from '../../billing/components/VerifyDialog';
import { formatTzs } from '../../billing/format';
import { useStaffVerifyPayment } from '../api';
import { STAFF_BILLING_NS } from '../i18n';
import { TransactionCode } from './TransactionCode';

interface StaffVerifyDialogProps {
  transaction: TTransaction | null;
  onClose: () => void;
}

/**
 * Payment Verification (spec 2 §4): staff type what the operator's statement says, with its
 * transaction ID when the payment has one; a match approves and credits the payment.
 * idle → verifying → success (closes after 2 s) | failed.
 */
export function StaffVerifyDialog({ transaction, onClose }: StaffVerifyDialogProps) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  const texts: VerifyDialogTexts<TTransaction> = {
    title: t('verify.title'),
    intro: (payment) => (
      <Stack gap="xs">
        <span>
          {t('verify.intro', {
            name: shownName(payment.user_full_name),
            amount: formatTzs(payment.amount),
          })}
        </span>
        <ReportedCode code={payment.transaction_code} />
      </Stack>
    ),
    senderLabel: t('verify.senderLabel'),
    amountLabel: t('verify.amountLabel'),
    transactionCode: {
      label: t('verify.codeInput'),
      hint: t('verify.codeHint'),
      needed: (payment) => payment.transaction_code !== null,
    },
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

/** The transaction ID to look up in the operator's statement, first thing staff see (ADR 18). */
function ReportedCode({ code }: { code: string | null }) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  if (!code) {
    return (
      <Text size="sm" c="dimmed" component="span">
        {t('verify.noCode')}
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md" px="sm" py={6} bg="var(--mantine-color-default-hover)">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {t('verify.codeLabel')}
      </Text>
      <TransactionCode code={code} size="lg" />
    </Paper>
  );
}
