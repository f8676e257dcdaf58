import {
  Alert,
  Card,
  Group,
  Loader,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  useMatches,
} from '@mantine/core';
import type { TPendingTransactions } from '@ptlog/shared';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { ListPagination } from '../../../components/ListPagination';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { useTranslation } from '../../../i18n/react';
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
  /** What is typed in "Find a payment", and the search the list shows (once typing paused). */
  search: string;
  searchedFor: string;
  onSearchChange: (search: string) => void;
  /** A new search is on its way; the previous list stays meanwhile. */
  searching: boolean;
  /** Kept the same object between renders, so the memoised rows stay as they are. */
  actions: TransactionActions;
  /** The signed-in staff member (null while unknown): they may not approve their own payments. */
  viewerId: number | null;
}

/**
 * "Find a payment" (a student on the phone: "I paid 5,000, Mrema"), the yellow banner and the
 * Pending Approvals list (oldest first, as the API orders them), a page at a time. Only the
 * layout in use is drawn: cards on a phone, the table from `sm` up.
 */
export function PendingApprovals({
  pending,
  error,
  retrying,
  onRetry,
  page,
  onPageChange,
  search,
  searchedFor,
  onSearchChange,
  searching,
  actions,
  viewerId,
}: PendingApprovalsProps) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  // Read at once: a desktop's first render already draws the table (no cards to throw away).
  const wide = useMatches({ base: false, sm: true }, { getInitialValueInEffect: false });
  const pages = pending ? pageCount(pending.count, PENDING_PAGE_SIZE) : 1;
  // Nothing to search in an empty queue; once something is typed the box stays.
  const searchable = search !== '' || searchedFor !== '' || !pending || pending.count > 0;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="pending-approvals">
      <Title order={2} size="h4" id="pending-approvals" mb="sm" tabIndex={-1}>
        {t('pending.title')}
      </Title>
      {searchable && (
        <TextInput
          type="search"
          label={t('pending.search')}
          placeholder={t('pending.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={
            searching ? (
              <Loader size="xs" role="progressbar" aria-label={t('pending.searching')} />
            ) : null
          }
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          mb="sm"
          maw={{ sm: 480 }}
        />
      )}
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
        <Text c="dimmed" role={searchedFor ? 'status' : undefined}>
          {searchedFor ? t('pending.noMatch') : t('pending.none')}
        </Text>
      ) : (
        <>
          {searchedFor ? (
            <Text size="sm" mb="sm" role="status">
              {t('pending.found', { count: pending.count })}
            </Text>
          ) : (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />} mb="sm" role="status">
              {t('pending.banner', { count: pending.count })}
            </Alert>
          )}
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
