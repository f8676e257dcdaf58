import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { TStaffTransaction } from '@ptlog/shared';
import { memo, useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { shownName } from '../../admin/format';
import { formatDateTime, formatTokens, formatTzs } from '../../billing/format';
import { approvalBlock, approvalBlockText } from '../approval-block';
import { STAFF_BILLING_NS } from '../i18n';
import { methodText } from '../transaction-filters';
import { AccountStateBadge } from './AccountStateBadge';
import { PENDING_ACTIONS, type TransactionActions } from './pending-actions';
import { RejectedBeforeBadge } from './RejectedBefore';

/**
 * A phone shows each pending payment as a card with its four actions in reach. Memoised like
 * the table's rows: deciding one payment leaves the other cards alone.
 */
export const PendingCard = memo(function PendingCard({
  transaction,
  actions,
  viewerId,
}: {
  transaction: TStaffTransaction;
  actions: TransactionActions;
  /** The signed-in staff member: Approve and Verify are disabled on their own payments. */
  viewerId: number | null;
}) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  const reasonId = useId();
  const who = shownName(transaction.user_full_name);
  const block = approvalBlock(transaction, viewerId);
  const reason = block ? t(approvalBlockText(block)) : null;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          {/* Whole, wrapped if need be: staff match it against the payment's SMS. */}
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {who}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {transaction.user_email}
          </Text>
          <AccountStateBadge state={transaction.account_state} />
        </div>
        <div style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
          <Text fw={600}>{formatTzs(transaction.amount)}</Text>
          <Text size="xs" c="dimmed">
            {formatTokens(transaction.tokens_generated)}
          </Text>
        </div>
      </Group>
      <Text size="sm" mt={4}>
        {methodText(t, transaction.payment_method, transaction.wakala_name)}
        {transaction.sender_name ? ` · ${transaction.sender_name}` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {transaction.user_phone_number || t('pending.noPhone')} ·{' '}
        {formatDateTime(transaction.created_at)}
      </Text>
      {transaction.transaction_code && (
        <Text size="sm" ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {t('code.short', { code: transaction.transaction_code })}
        </Text>
      )}
      <RejectedBeforeBadge count={transaction.rejected_before} />
      <SimpleGrid cols={2} spacing="xs" mt="sm">
        {PENDING_ACTIONS.map((action) => {
          const blocked = reason !== null && action.credits === true;
          return (
            <Button
              key={action.handler}
              size="xs"
              variant={action.button.variant}
              color={action.button.color}
              leftSection={<action.Icon size={14} aria-hidden />}
              disabled={blocked}
              onClick={() => actions[action.handler](transaction)}
              aria-label={t(action.ariaLabel, { who })}
              aria-describedby={blocked ? reasonId : undefined}
            >
              {t(action.button.text)}
            </Button>
          );
        })}
      </SimpleGrid>
      {reason && (
        <Text id={reasonId} size="xs" c="dimmed" mt={6}>
          {reason}
        </Text>
      )}
    </Paper>
  );
});
