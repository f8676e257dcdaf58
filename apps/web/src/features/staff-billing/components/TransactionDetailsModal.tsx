import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TTransaction } from '@ptlog/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TransactionStatusBadge } from '../../billing/components/TransactionStatusBadge';
import { formatDateTime, formatTokens, formatTzs } from '../../billing/format';
import { STAFF_BILLING_NS } from '../i18n';
import { methodText } from '../transaction-filters';

interface TransactionDetailsModalProps {
  transaction: TTransaction | null;
  onClose: () => void;
  onApprove: (transaction: TTransaction) => void;
  onReject: (transaction: TTransaction) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** Everything about one payment; Approve and Reject only while it is PENDING. */
export function TransactionDetailsModal({
  transaction,
  onClose,
  onApprove,
  onReject,
}: TransactionDetailsModalProps) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  return (
    <Modal
      opened={transaction !== null}
      onClose={onClose}
      title={t('details.title')}
      centered
      size="lg"
    >
      {transaction && (
        <Stack>
          <SimpleGrid cols={2} spacing="sm">
            <Field label={t('details.transaction')}>#{transaction.id}</Field>
            <Field label={t('details.status')}>
              <TransactionStatusBadge status={transaction.transaction_status} />
            </Field>
            <Field label={t('details.user')}>
              {transaction.user_full_name}
              <Text size="xs" c="dimmed">
                {transaction.user_email}
              </Text>
            </Field>
            <Field label={t('details.amount')}>
              {formatTzs(transaction.amount)} ({formatTokens(transaction.tokens_generated)})
            </Field>
            <Field label={t('details.senderName')}>{transaction.sender_name || '—'}</Field>
            <Field label={t('details.phone')}>{transaction.user_phone_number || '—'}</Field>
            <Field label={t('details.method')}>
              {methodText(t, transaction.payment_method, transaction.wakala_name)}
            </Field>
            <Field label={t('details.recorded')}>
              {transaction.created_by_staff
                ? t('details.recordedByStaff', { date: formatDateTime(transaction.created_at) })
                : formatDateTime(transaction.created_at)}
            </Field>
            {transaction.confirmed_by_name && (
              <Field label={t('details.confirmedBy')}>
                {transaction.confirmed_at
                  ? t('details.confirmedByAt', {
                      name: transaction.confirmed_by_name,
                      date: formatDateTime(transaction.confirmed_at),
                    })
                  : transaction.confirmed_by_name}
              </Field>
            )}
            {transaction.rejection_reason && (
              <Field label={t('details.rejectionReason')}>{transaction.rejection_reason}</Field>
            )}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('details.close')}
            </Button>
            {transaction.transaction_status === 'PENDING' && (
              <>
                <Button color="red" variant="light" onClick={() => onReject(transaction)}>
                  {t('details.reject')}
                </Button>
                <Button color="green" onClick={() => onApprove(transaction)}>
                  {t('details.approve')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
