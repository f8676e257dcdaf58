import { Alert, Card, Group, Skeleton, Stack, Text, Title, useMatches } from '@mantine/core';
import type { TPendingTransactions } from '@ptlog/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { STAFF_BILLING_NS } from '../i18n';
import { countText, PENDING_PAGE_SIZE, pageCount } from '../transaction-filters';
import { PendingCard } from './PendingCard';
import { PendingTable } from './PendingTable';
import type { TransactionActions } from './pending-actions';

interface PendingApprovalsProps {
  pending: TPendingTransactions | undefined;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  /** Kept the same object between renders, so the memoised rows stay as they are. */
  actions: TransactionActions;
  /** The signed-in staff member (null while unknown): they may not approve their own payments. */
  viewerId: number | null;
}

/**
 * The yellow banner and the Pending Approvals list (oldest first, as the API orders them), a
 * page at a time. Only the layout in use is drawn: cards on a phone, the table from `sm` up.
 */
export function PendingApprovals({
  pending,
  error,
  retrying,
  onRetry,
  page,
  onPageChange,
  actions,
  viewerId,
}: PendingApprovalsProps) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  // Read at once: a desktop's first render already draws the table (no cards to throw away).
  const wide = useMatches({ base: false, sm: true }, { getInitialValueInEffect: false });
  const pages = pending ? pageCount(pending.count, PENDING_PAGE_SIZE) : 1;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="pending-approvals">
      <Title order={2} size="h4" id="pending-approvals" mb="sm" tabIndex={-1}>
        {t('pending.title')}
      </Title>
      {error && !pending ? (
        <LoadErrorAlert
          title={t('pending.loadFailed')}
          error={error}
          retrying={retrying}
          onRetry={onRetry}
        />
      ) : !pending ? (
        <Skeleton height={120} role="progressbar" aria-label={t('pending.loading')} />
      ) : pending.count === 0 ? (
        <Text c="dimmed">{t('pending.none')}</Text>
      ) : (
        <>
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} mb="sm" role="status">
            {t('pending.banner', { count: pending.count })}
          </Alert>
          {wide ? (
            <PendingTable transactions={pending.results} actions={actions} viewerId={viewerId} />
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {pending.results.map((transaction) => (
                <PendingCard
                  key={transaction.id}
                  transaction={transaction}
                  actions={actions}
                  viewerId={viewerId}
                />
              ))}
            </Stack>
          )}
          {pages > 1 && (
            <Group justify="space-between" mt="sm" gap="xs">
              <Text size="sm" c="dimmed">
                {countText(t, pending.count, page, PENDING_PAGE_SIZE)}
              </Text>
              <ListPagination pages={pages} page={page} onChange={onPageChange} />
            </Group>
          )}
        </>
      )}
    </Card>
  );
}
