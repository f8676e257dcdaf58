import { Group, Text, UnstyledButton } from '@mantine/core';
import type { TStaffTransaction, TTransaction } from '@ptlog/shared';
import type { ReactNode } from 'react';
import stretched from '../../../components/StretchedLink.module.css';
import { useTranslation } from '../../../i18n/react';
import { shownName } from '../../admin/format';
import { TransactionStatusBadge } from '../../billing/components/TransactionStatusBadge';
import { formatTzs } from '../../billing/format';
import { accountStateOf } from '../account-state';
import { STAFF_BILLING_NS } from '../i18n';
import { AccountStateBadge } from './AccountStateBadge';

/**
 * One transaction in a staff list: the payer's name and e-mail (two students may share a name),
 * their account's state when it is not active, the given detail lines and the status badge; pressing it opens the transaction's details.
 */
export function TransactionListItem({
  transaction,
  onView,
  children,
}: {
  transaction: TTransaction | TStaffTransaction;
  onView: (transaction: TTransaction) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  return (
    <li
      className={stretched.row}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {/* Only the name is the button's text (stretched over the row), so its name
          'View details of Amina Mushi's payment…' holds what is seen (WCAG 2.5.3). */}
      <Group justify="space-between" wrap="nowrap" gap="xs" py="xs">
        <div style={{ minWidth: 0 }}>
          <UnstyledButton
            onClick={() => onView(transaction)}
            aria-label={t('item.viewAria', {
              who: shownName(transaction.user_full_name),
              amount: formatTzs(transaction.amount),
            })}
            className={stretched.control}
            fz="sm"
            fw={500}
            display="block"
            maw="100%"
            style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {shownName(transaction.user_full_name)}
          </UnstyledButton>
          <Text size="xs" c="dimmed" truncate>
            {transaction.user_email}
          </Text>
          <AccountStateBadge state={accountStateOf(transaction)} />
          {children}
        </div>
        <TransactionStatusBadge status={transaction.transaction_status} />
      </Group>
    </li>
  );
}
