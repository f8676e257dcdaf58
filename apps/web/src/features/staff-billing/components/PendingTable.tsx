import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import type { TStaffTransaction } from '@ptlog/shared';
import { type FocusEvent, memo, type PointerEvent, useCallback, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { shownName } from '../../admin/format';
import { formatDateTime, formatTokens, formatTzs } from '../../billing/format';
import { approvalBlock, approvalBlockText } from '../approval-block';
import { STAFF_BILLING_NS } from '../i18n';
import { methodText } from '../transaction-filters';
import { AccountStateBadge } from './AccountStateBadge';
import { PENDING_ACTIONS, type TransactionActions } from './pending-actions';
import { RejectedBeforeBadge } from './RejectedBefore';

interface THint {
  target: HTMLElement;
  label: string;
}

/**
 * The Pending Approvals table of a wide screen. Its icon buttons are named for screen readers
 * and share one tooltip: a Mantine Tooltip each (400 on a 100-row page) cost most of a long
 * task at every render of the list.
 */
export function PendingTable({
  transactions,
  actions,
  viewerId,
}: {
  transactions: TStaffTransaction[];
  actions: TransactionActions;
  /** The signed-in staff member: Approve and Verify are disabled on their own payments. */
  viewerId: number | null;
}) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  const [hint, setHint] = useState<THint | null>(null);
  const handleHint = useCallback((event: PointerEvent | FocusEvent) => {
    const target = (event.target as Element).closest<HTMLElement>('[data-hint]');
    setHint((current) => {
      if (!target) return null;
      return current?.target === target ? current : { target, label: target.dataset.hint ?? '' };
    });
  }, []);
  const hideHint = useCallback(() => setHint(null), []);

  return (
    <Table.ScrollContainer minWidth={920}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('pending.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.user')}</Table.Th>
            <Table.Th>{t('columns.senderName')}</Table.Th>
            <Table.Th>{t('columns.transactionCode')}</Table.Th>
            <Table.Th>{t('columns.amount')}</Table.Th>
            <Table.Th>{t('columns.method')}</Table.Th>
            <Table.Th>{t('columns.phone')}</Table.Th>
            <Table.Th>{t('columns.date')}</Table.Th>
            <Table.Th>{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody
          onPointerOver={handleHint}
          onPointerLeave={hideHint}
          onFocus={handleHint}
          onBlur={hideHint}
          onKeyDown={(event) => event.key === 'Escape' && hideHint()}
        >
          {transactions.map((transaction) => (
            <PendingRow
              key={transaction.id}
              transaction={transaction}
              actions={actions}
              viewerId={viewerId}
            />
          ))}
        </Table.Tbody>
      </Table>
      {hint && <Tooltip label={hint.label} target={hint.target} opened />}
    </Table.ScrollContainer>
  );
}

/**
 * One pending payment. Memoised: a refetch keeps the objects of unchanged payments (TanStack
 * Query's structural sharing), so deciding one payment re-renders only what changed.
 */
const PendingRow = memo(function PendingRow({
  transaction,
  actions,
  viewerId,
}: {
  transaction: TStaffTransaction;
  actions: TransactionActions;
  viewerId: number | null;
}) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  const reasonId = useId();
  const who = shownName(transaction.user_full_name);
  const block = approvalBlock(transaction, viewerId);
  const reason = block ? t(approvalBlockText(block)) : null;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {who}
        </Text>
        <Text size="xs" c="dimmed">
          {transaction.user_email}
        </Text>
        <AccountStateBadge state={transaction.account_state} />
      </Table.Td>
      <Table.Td>{transaction.sender_name || '—'}</Table.Td>
      <Table.Td>
        {/* Plain text in the row (no copy button: 100 rows); details and Verify copy it. */}
        <Text size="sm" ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {transaction.transaction_code || '—'}
        </Text>
        <RejectedBeforeBadge count={transaction.rejected_before} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {formatTzs(transaction.amount)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatTokens(transaction.tokens_generated)}
        </Text>
      </Table.Td>
      <Table.Td>{methodText(t, transaction.payment_method, transaction.wakala_name)}</Table.Td>
      <Table.Td>{transaction.user_phone_number || '—'}</Table.Td>
      <Table.Td>{formatDateTime(transaction.created_at)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {PENDING_ACTIONS.map((action) => {
            // Not disabled outright: the shared hint still names the reason on hover and focus.
            const blocked = reason !== null && action.credits === true;
            return (
              <ActionIcon
                key={action.handler}
                variant={action.icon.variant}
                color={action.icon.color}
                aria-label={t(action.ariaLabel, { who })}
                aria-disabled={blocked || undefined}
                aria-describedby={blocked ? reasonId : undefined}
                data-disabled={blocked || undefined}
                data-hint={blocked ? reason : t(action.icon.tooltip)}
                onClick={blocked ? undefined : () => actions[action.handler](transaction)}
              >
                <action.Icon size={18} aria-hidden />
              </ActionIcon>
            );
          })}
        </Group>
        {reason && (
          <Text id={reasonId} size="xs" c="dimmed" maw={200} mt={4}>
            {reason}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
});
