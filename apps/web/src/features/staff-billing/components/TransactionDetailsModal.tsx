import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TTransaction } from '@ptlog/shared';
import type { ReactNode } from 'react';
import { TransactionStatusBadge } from '../../billing/components/TransactionStatusBadge';
import { formatDateTime, formatTokens, formatTzs } from '../../billing/format';
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
  return (
    <Modal
      opened={transaction !== null}
      onClose={onClose}
      title="Transaction details"
      centered
      size="lg"
    >
      {transaction && (
        <Stack>
          <SimpleGrid cols={2} spacing="sm">
            <Field label="Transaction">#{transaction.id}</Field>
            <Field label="Status">
              <TransactionStatusBadge status={transaction.transaction_status} />
            </Field>
            <Field label="User">
              {transaction.user_full_name}
              <Text size="xs" c="dimmed">
                {transaction.user_email}
              </Text>
            </Field>
            <Field label="Amount">
              {formatTzs(transaction.amount)} ({formatTokens(transaction.tokens_generated)})
            </Field>
            <Field label="Sender name">{transaction.sender_name || '—'}</Field>
            <Field label="Phone">{transaction.user_phone_number || '—'}</Field>
            <Field label="Method">
              {methodText(transaction.payment_method, transaction.wakala_name)}
            </Field>
            <Field label="Recorded">
              {formatDateTime(transaction.created_at)}
              {transaction.created_by_staff ? ' by staff' : ''}
            </Field>
            {transaction.confirmed_by_name && (
              <Field label="Confirmed by">
                {transaction.confirmed_by_name}
                {transaction.confirmed_at ? `, ${formatDateTime(transaction.confirmed_at)}` : ''}
              </Field>
            )}
            {transaction.rejection_reason && (
              <Field label="Rejection reason">{transaction.rejection_reason}</Field>
            )}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            {transaction.transaction_status === 'PENDING' && (
              <>
                <Button color="red" variant="light" onClick={() => onReject(transaction)}>
                  Reject
                </Button>
                <Button color="green" onClick={() => onApprove(transaction)}>
                  Approve
                </Button>
              </>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
