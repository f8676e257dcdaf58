import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TOwnTransaction, TTransaction } from '@ptlog/shared';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react';
import type { TFunction } from '../../../i18n/translator';
import { formatDateTime, formatTokens, formatTzs } from '../format';
import { BILLING_NS } from '../i18n';
import { confirmedByOwner, ownTransactionView } from '../transaction-view';
import { isVerifiable } from '../verify-payment';
import { TransactionStatusBadge } from './TransactionStatusBadge';

/** 'Juma Mrema · 0755 111 222', or 'Wakala: Mama Ashura · 0755 111 222'. */
function payerText(transaction: TTransaction, t: TFunction<typeof BILLING_NS>): string {
  const payer =
    transaction.payment_method === 'WAKALA'
      ? t('row.wakala', { name: transaction.wakala_name ?? '' })
      : transaction.sender_name;
  return [payer, transaction.user_phone_number].filter(Boolean).join(' · ');
}

/**
 * The tokens a payment gives, as they stand: credited once approved, only promised while pending,
 * none for a rejected one (a bare '1,500 tokens' beside 'Rejected' read as tokens granted).
 */
function tokensText(transaction: TTransaction, t: TFunction<typeof BILLING_NS>): string {
  const tokens = formatTokens(transaction.tokens_generated);
  if (transaction.transaction_status === 'REJECTED') return t('row.tokensNotCredited');
  if (transaction.transaction_status === 'PENDING') return t('row.tokensPending', { tokens });
  return tokens;
}

/** '23 Nov 2026, 09:15 · checked by Grace Staff', or '… · confirmed by you'; the date alone. */
function decidedText(transaction: TTransaction, t: TFunction<typeof BILLING_NS>): string {
  const date = formatDateTime(transaction.created_at);
  if (confirmedByOwner(transaction)) return t('row.confirmedByYou', { date });
  return transaction.confirmed_by_name
    ? t('row.checkedBy', { date, name: transaction.confirmed_by_name })
    : date;
}

interface TransactionRowProps {
  transaction: TOwnTransaction;
  onVerify?: (transaction: TOwnTransaction) => void;
}

/**
 * One payment: amount, status, tokens it gives, who paid and when; Verify for staff records. A
 * payment staff recorded that awaits the student's confirmation shows only that it does: its
 * details are withheld until then (ownTransactionView), the student types them from their SMS.
 */
export function TransactionRow({ transaction: own, onVerify }: TransactionRowProps) {
  const { t } = useTranslation(BILLING_NS);
  const view = ownTransactionView(own);
  const verify = onVerify && isVerifiable(own) && (
    <Group>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconShieldCheck size={14} />}
        onClick={() => onVerify(own)}
      >
        {t('row.verify')}
      </Button>
    </Group>
  );
  if (view.withheld) {
    return (
      <Paper withBorder radius="md" p="sm" component="li">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700}>{t('row.awaitingTitle')}</Text>
            <TransactionStatusBadge status={own.transaction_status} />
          </Group>
          <Text size="sm">{t('row.awaitingConfirmation')}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(own.created_at)}
          </Text>
          {verify}
        </Stack>
      </Paper>
    );
  }
  const { transaction } = view;
  const tokens = tokensText(transaction, t);
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700}>{formatTzs(transaction.amount)}</Text>
          <TransactionStatusBadge status={transaction.transaction_status} />
        </Group>
        <Text size="sm">
          {transaction.created_by_staff ? t('row.recordedByStaff', { tokens }) : tokens}
        </Text>
        <Text size="sm" c="dimmed">
          {payerText(transaction, t)}
        </Text>
        {transaction.transaction_code && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('row.code')}{' '}
            <Text span ff="monospace" fw={600} c="var(--mantine-color-text)">
              {transaction.transaction_code}
            </Text>
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {decidedText(transaction, t)}
        </Text>
        {transaction.rejection_reason && (
          <Text size="sm" c="red">
            {t('row.reason', { reason: transaction.rejection_reason })}
          </Text>
        )}
        {verify}
      </Stack>
    </Paper>
  );
}
