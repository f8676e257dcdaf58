import { Group, Text, UnstyledButton } from '@mantine/core';
import type { TTransaction } from '@ptlog/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TransactionStatusBadge } from '../../billing/components/TransactionStatusBadge';
import { formatTzs } from '../../billing/format';
import { STAFF_BILLING_NS } from '../i18n';

/**
 * One transaction in a staff list: the payer's name, the given detail lines and the status
 * badge; pressing it opens the transaction's details.
 */
export function TransactionListItem({
  transaction,
  onView,
  children,
}: {
  transaction: TTransaction;
  onView: (transaction: TTransaction) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  return (
    <li>
      <UnstyledButton
        w="100%"
        py="xs"
        onClick={() => onView(transaction)}
        aria-label={t('item.viewAria', {
          who: transaction.user_full_name,
          amount: formatTzs(transaction.amount),
        })}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {transaction.user_full_name}
            </Text>
            {children}
          </div>
          <TransactionStatusBadge status={transaction.transaction_status} />
        </Group>
      </UnstyledButton>
    </li>
  );
}
