import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TTransaction } from '@ptlog/shared';
import { BreakableAddress } from '../../../components/BreakableAddress';
import { DetailField } from '../../../components/DetailField';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { shownName } from '../../admin/format';
import { TransactionStatusBadge } from '../../billing/components/TransactionStatusBadge';
import { formatDateTime, formatTokens, formatTzs } from '../../billing/format';
import { accountStateOf } from '../account-state';
import { approvalBlock, approvalBlockText } from '../approval-block';
import { confirmerName } from '../confirmer';
import { STAFF_BILLING_NS } from '../i18n';
import { rejectedBeforeCount } from '../rejected-before';
import { methodText } from '../transaction-filters';
import { AccountStateBadge } from './AccountStateBadge';
import { PaymentHistory } from './PaymentHistory';
import { EarlierRejections, RejectedBeforeBadge } from './RejectedBefore';
import { TransactionCode } from './TransactionCode';

interface TransactionDetailsModalProps {
  transaction: TTransaction | null;
  onClose: () => void;
  onApprove: (transaction: TTransaction) => void;
  onReject: (transaction: TTransaction) => void;
  /** Reverse an approval made by mistake (ADR 29): offered here only, never in a table row. */
  onReverse: (transaction: TTransaction) => void;
  /** The signed-in staff member: Approve is disabled on a payment to them or recorded by them. */
  viewerId: number | null;
}

/**
 * Everything about one payment: an earlier rejection of its transaction ID (when, by whom, why),
 * its history; Approve and Reject only while it is PENDING; Reverse approval once APPROVED.
 */
export function TransactionDetailsModal({
  transaction,
  onClose,
  onApprove,
  onReject,
  onReverse,
  viewerId,
}: TransactionDetailsModalProps) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  const block = transaction ? approvalBlock(transaction, viewerId) : null;
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
          <EarlierRejections id={transaction.id} count={rejectedBeforeCount(transaction)} />
          <SimpleGrid cols={2} spacing="sm">
            <DetailField label={t('details.transaction')}>#{transaction.id}</DetailField>
            <DetailField label={t('details.status')}>
              <TransactionStatusBadge status={transaction.transaction_status} />
            </DetailField>
            <DetailField label={t('details.user')}>
              {shownName(transaction.user_full_name)}
              <Text size="xs" c="dimmed">
                <BreakableAddress address={transaction.user_email} />
              </Text>
              <AccountStateBadge state={accountStateOf(transaction)} />
            </DetailField>
            <DetailField label={t('details.amount')}>
              {formatTzs(transaction.amount)} ({formatTokens(transaction.tokens_generated)})
            </DetailField>
            <DetailField label={t('details.transactionCode')}>
              {transaction.transaction_code && (
                <>
                  <TransactionCode code={transaction.transaction_code} />
                  <RejectedBeforeBadge count={rejectedBeforeCount(transaction)} />
                </>
              )}
            </DetailField>
            <DetailField label={t('details.senderName')}>
              {transaction.sender_name || '—'}
            </DetailField>
            <DetailField label={t('details.phone')}>
              {transaction.user_phone_number || '—'}
            </DetailField>
            <DetailField label={t('details.method')}>
              {methodText(t, transaction.payment_method, transaction.wakala_name)}
            </DetailField>
            <DetailField label={t('details.recorded')}>
              {transaction.created_by_staff
                ? t('details.recordedByStaff', { date: formatDateTime(transaction.created_at) })
                : formatDateTime(transaction.created_at)}
            </DetailField>
            {transaction.confirmed_by_name && (
              <DetailField
                label={
                  transaction.transaction_status === 'REJECTED'
                    ? t('details.rejectedBy')
                    : t('details.confirmedBy')
                }
              >
                {transaction.confirmed_at
                  ? t('details.confirmedByAt', {
                      name: confirmerName(t, transaction),
                      date: formatDateTime(transaction.confirmed_at),
                    })
                  : confirmerName(t, transaction)}
              </DetailField>
            )}
            {transaction.rejection_reason && (
              <DetailField label={t('details.rejectionReason')}>
                {/* Staff write their own reasons; an erased account's is 'Account deleted'. */}
                {translateMessage(transaction.rejection_reason)}
              </DetailField>
            )}
          </SimpleGrid>
          <PaymentHistory id={transaction.id} />
          {block && transaction.transaction_status === 'PENDING' && (
            <Text id="approval-blocked" size="sm" c="dimmed" ta="right">
              {t(approvalBlockText(block))}
            </Text>
          )}
          <Group justify="flex-end">
            {transaction.transaction_status === 'APPROVED' && (
              <Button color="red" variant="outline" onClick={() => onReverse(transaction)}>
                {t('details.reverse')}
              </Button>
            )}
            <Button variant="default" onClick={onClose}>
              {t('details.close')}
            </Button>
            {transaction.transaction_status === 'PENDING' && (
              <>
                <Button color="red" variant="light" onClick={() => onReject(transaction)}>
                  {t('details.reject')}
                </Button>
                <Button
                  color="green"
                  disabled={block !== null}
                  aria-describedby={block ? 'approval-blocked' : undefined}
                  onClick={() => onApprove(transaction)}
                >
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
