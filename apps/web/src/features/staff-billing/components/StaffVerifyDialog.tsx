import { Modal, Paper, Stack, Text } from '@mantine/core';
import type { TTransaction } from '@ptlog/shared';
import { useTranslation } from 'react-i18next';
import { DiscardChangesDialog } from '../../../components/DiscardChangesDialog';
import { useFormDialogGuard } from '../../../components/form-dialog-guard';
import { shownName } from '../../admin/format';
import { formatTzs } from '../../billing/format';
import { STAFF_BILLING_NS } from '../i18n';
import { StaffVerifyForm } from './StaffVerifyForm';
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
  // While the check runs the dialog stays; with details typed, Escape or close asks first.
  const guard = useFormDialogGuard(onClose, { askBeforeDiscard: true });
  return (
    <>
      <Modal opened={transaction !== null} {...guard.modalProps} title={t('verify.title')} centered>
        {transaction && (
          <StaffVerifyForm
            transaction={transaction}
            onClose={onClose}
            reportGuard={guard.report}
            intro={
              <Stack gap="xs">
                <span>
                  {t('verify.intro', {
                    name: shownName(transaction.user_full_name),
                    amount: formatTzs(transaction.amount),
                  })}
                </span>
                <ReportedCode code={transaction.transaction_code} />
              </Stack>
            }
          />
        )}
      </Modal>
      <DiscardChangesDialog
        {...guard.discardProps}
        opened={transaction !== null && guard.discardProps.opened}
      />
    </>
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
