import { Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TTransaction, TTransactionPage } from '@ptlog/shared';
import {
  IconChartLine,
  IconExternalLink,
  IconLayoutDashboard,
  IconUsers,
} from '@tabler/icons-react';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime, formatTzs } from '../../billing/format';
import { STAFF_BILLING_NS } from '../i18n';
import { TransactionListItem } from './TransactionListItem';

interface RecentTransactionsProps {
  recent: TTransactionPage | undefined;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  onView: (transaction: TTransaction) => void;
}

/** The 5 newest transactions, any status. */
export function RecentTransactions({
  recent,
  error,
  retrying,
  onRetry,
  onView,
}: RecentTransactionsProps) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="recent-transactions">
      <Title order={2} size="h4" id="recent-transactions" mb="sm">
        {t('recent.title')}
      </Title>
      {error && !recent ? (
        <LoadErrorAlert
          title={t('recent.loadFailed')}
          error={error}
          retrying={retrying}
          onRetry={onRetry}
        />
      ) : !recent ? (
        <Skeleton height={180} role="progressbar" aria-label={t('recent.loading')} />
      ) : recent.results.length === 0 ? (
        <Text c="dimmed">{t('recent.none')}</Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {recent.results.map((transaction) => (
            <TransactionListItem key={transaction.id} transaction={transaction} onView={onView}>
              <Text size="xs" c="dimmed">
                {formatTzs(transaction.amount)} · {formatDateTime(transaction.created_at)}
              </Text>
            </TransactionListItem>
          ))}
        </Stack>
      )}
    </Card>
  );
}

const QUICK_LINKS = [
  { to: '/admin/users', label: 'quick.users', icon: IconUsers },
  { to: '/admin', label: 'quick.admin', icon: IconLayoutDashboard },
  { to: '/admin/analytics', label: 'quick.analytics', icon: IconChartLine },
];

/** Opens the other staff screens in a new tab, so the billing desk stays where it is. */
export function BillingQuickActions() {
  const { t } = useTranslation(STAFF_BILLING_NS);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="billing-quick-actions">
      <Title order={2} size="h4" id="billing-quick-actions" mb="sm">
        {t('quick.title')}
      </Title>
      <Stack gap="xs">
        {QUICK_LINKS.map((link) => (
          <Button
            key={link.to}
            component="a"
            href={link.to}
            target="_blank"
            rel="noopener"
            variant="light"
            justify="space-between"
            leftSection={<link.icon size={18} />}
            rightSection={<IconExternalLink size={14} aria-hidden />}
            aria-label={t('quick.newTab', { label: t(link.label) })}
          >
            {t(link.label)}
          </Button>
        ))}
      </Stack>
    </Card>
  );
}
