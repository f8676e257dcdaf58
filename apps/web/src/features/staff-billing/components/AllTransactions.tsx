import {
  Anchor,
  Box,
  Button,
  Card,
  Group,
  Loader,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  MESSAGES,
  type TPaymentMethod,
  type TTransaction,
  type TTransactionStatus,
  todayIso,
} from '@ptlog/shared';
import { IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { memo, useCallback } from 'react';
import { DayRangeInputs } from '../../../components/DayRangeInputs';
import { ExportButton } from '../../../components/ExportButton';
import { ListPagination } from '../../../components/ListPagination';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { RefreshFailedNotice } from '../../../components/RefreshFailedNotice';
import { usePageWithinList } from '../../../components/use-page-within-list';
import { useSearchBox, useUrlState } from '../../../components/use-url-state';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { shownName } from '../../admin/format';
import { TransactionStatusBadge } from '../../billing/components/TransactionStatusBadge';
import { formatDateTime, formatTokens, formatTzs } from '../../billing/format';
import { staffBillingApi, useStaffTransactions } from '../api';
import { confirmedByText, confirmerName } from '../confirmer';
import { STAFF_BILLING_NS } from '../i18n';
import {
  changeFilter,
  countText,
  hasActiveFilters,
  methodOptions,
  methodText,
  NO_TRANSACTION_FILTERS,
  pageCount,
  statusOptions,
  type TTransactionFilterForm,
} from '../transaction-filters';
import { TRANSACTION_LIST_URL } from '../transaction-list-url';
import { AccountStateBadge } from './AccountStateBadge';
import { RejectedBeforeBadge } from './RejectedBefore';
import { TransactionListItem } from './TransactionListItem';

/**
 * All Transactions: status, method, user and day filters, pages, the count (spec 2 §2). Memoised: a
 * dialog opening or closing on the billing screen leaves its table alone.
 */
export const AllTransactions = memo(function AllTransactions({
  onView,
}: {
  onView: (transaction: TTransaction) => void;
}) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  // Filters and page live in the address: a reload, or Back from another screen, shows the same
  // list (transaction-list-url.ts).
  const [state, setState] = useUrlState(TRANSACTION_LIST_URL);
  const { filters, page } = state;
  // The typed search joins the filters once typing pauses, in place of the address (no history
  // entry per pause); like any filter, it goes to page 1.
  const [searchText, setSearchText] = useSearchBox(filters.search, (search) =>
    setState((current) => changeFilter(current, 'search', search), { replace: true }),
  );
  const list = useStaffTransactions(filters, page);

  const setFilter = <K extends keyof TTransactionFilterForm>(
    key: K,
    value: TTransactionFilterForm[K],
  ) => setState((current) => changeFilter(current, key, value));
  const clearFilters = () => {
    setSearchText('');
    setState(() => ({ filters: NO_TRANSACTION_FILTERS, page: 1 }));
  };
  const setPage = (next: number) => setState((current) => ({ ...current, page: next }));
  // A page past the end (the last payments on it decided, or an old link): the last page, in
  // place of the address that named it.
  const toLastPage = useCallback(
    (last: number) => setState((current) => ({ ...current, page: last }), { replace: true }),
    [setState],
  );

  const data = list.data;
  // Approving or rejecting the last pending payments on the last page empties it: go back.
  usePageWithinList(
    page,
    data && !list.isPlaceholderData ? pageCount(data.count) : undefined,
    toLastPage,
  );
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="all-transactions">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id="all-transactions">
            {t('all.title')}
          </Title>
          {list.isFetching && data && (
            <Loader size="xs" role="progressbar" aria-label={t('all.updating')} />
          )}
        </Group>
        <ExportButton
          label={t('all.exportXlsx')}
          icon={<IconFileSpreadsheet size={16} />}
          download={() => staffBillingApi.exportXlsx(filters)}
          fileName={() => `transactions-${todayIso()}.xlsx`}
          listEmpty={data?.count === 0}
          none={translateMessage(MESSAGES.billing.noTransactionsToExport)}
          failed={translateMessage(MESSAGES.billing.exportTransactionsFailed)}
        />
      </Group>
      {/* Each filter grows from its minimum width: one row on a desktop, wrapped to fit on a phone. */}
      <Group gap="sm" mb="sm" align="flex-end">
        <Select
          label={t('all.status')}
          data={statusOptions(t)}
          value={filters.status}
          onChange={(value) => setFilter('status', (value ?? '') as TTransactionStatus | '')}
          allowDeselect={false}
          miw={130}
          flex="1 1 0"
        />
        <Select
          label={t('all.paymentMethod')}
          data={methodOptions(t)}
          value={filters.payment_method}
          onChange={(value) => setFilter('payment_method', (value ?? '') as TPaymentMethod | '')}
          allowDeselect={false}
          miw={150}
          flex="1 1 0"
        />
        <TextInput
          label={t('all.search')}
          placeholder={t('all.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          miw={200}
          flex="1 1 0"
        />
        <DayRangeInputs
          from={filters.created_from}
          until={filters.created_to}
          fromLabel={t('all.createdFrom')}
          untilLabel={t('all.createdTo')}
          onFrom={(value) => setFilter('created_from', value)}
          onUntil={(value) => setFilter('created_to', value)}
          inputProps={{ miw: 140, flex: '1 1 0' }}
        />
      </Group>

      {list.isRefetchError && (
        <Box mb="sm">
          <RefreshFailedNotice
            loadedAt={list.dataUpdatedAt}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        </Box>
      )}
      {list.isError && !data ? (
        <LoadErrorAlert
          title={translateMessage(MESSAGES.billing.loadTransactionsFailed)}
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : !data ? (
        <Skeleton height={200} role="progressbar" aria-label={t('all.loading')} />
      ) : data.count === 0 ? (
        <Stack align="center" gap="xs" py="lg">
          <Text c="dimmed">
            {hasActiveFilters(filters)
              ? translateMessage(MESSAGES.billing.noMatches)
              : t('all.none')}
          </Text>
          {hasActiveFilters(filters) && (
            <Button variant="light" onClick={clearFilters}>
              {t('all.clearFilters')}
            </Button>
          )}
        </Stack>
      ) : (
        <>
          <Stack gap={0} hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.results.map((transaction) => (
              <TransactionListItem key={transaction.id} transaction={transaction} onView={onView}>
                <Text size="xs" c="dimmed">
                  {formatTzs(transaction.amount)} · {formatTokens(transaction.tokens_generated)}
                </Text>
                <Text size="xs" c="dimmed">
                  {methodText(t, transaction.payment_method, transaction.wakala_name)} ·{' '}
                  {formatDateTime(transaction.created_at)}
                </Text>
                {transaction.transaction_code && (
                  <Text size="xs" ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {t('code.short', { code: transaction.transaction_code })}
                  </Text>
                )}
                <RejectedBeforeBadge count={transaction.rejected_before} />
                {transaction.confirmed_by_name && (
                  <Text size="xs" c="dimmed">
                    {confirmedByText(t, transaction)}
                  </Text>
                )}
              </TransactionListItem>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={900} visibleFrom="sm">
            <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('all.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.user')}</Table.Th>
                  <Table.Th>{t('columns.amount')}</Table.Th>
                  <Table.Th>{t('columns.method')}</Table.Th>
                  <Table.Th>{t('columns.transactionCode')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th>{t('columns.date')}</Table.Th>
                  <Table.Th>{t('columns.confirmedBy')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((transaction) => (
                  <Table.Tr key={transaction.id}>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        fw={500}
                        onClick={() => onView(transaction)}
                        aria-label={t('item.viewAria', {
                          who: shownName(transaction.user_full_name),
                          amount: formatTzs(transaction.amount),
                        })}
                      >
                        {shownName(transaction.user_full_name)}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {transaction.user_email}
                      </Text>
                      <AccountStateBadge state={transaction.account_state} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatTzs(transaction.amount)}</Text>
                      <Text size="xs" c="dimmed">
                        {formatTokens(transaction.tokens_generated)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {methodText(t, transaction.payment_method, transaction.wakala_name)}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                        {transaction.transaction_code || '—'}
                      </Text>
                      <RejectedBeforeBadge count={transaction.rejected_before} />
                    </Table.Td>
                    <Table.Td>
                      {/* Its whole width: a squeezed column cut 'INASUBIRI' short. */}
                      <div style={{ width: 'max-content' }}>
                        <TransactionStatusBadge status={transaction.transaction_status} />
                      </div>
                    </Table.Td>
                    <Table.Td>{formatDateTime(transaction.created_at)}</Table.Td>
                    {/* "Confirmed by" is the spec's column; a refusal there says so, and why. */}
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {transaction.transaction_status === 'REJECTED'
                        ? (confirmedByText(t, transaction) ?? '—')
                        : (confirmerName(t, transaction) ?? '—')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" mt="sm" gap="xs">
            <Text size="sm" c="dimmed" role="status">
              {countText(t, data.count, page)}
            </Text>
            <ListPagination pages={pageCount(data.count)} page={page} onChange={setPage} />
          </Group>
        </>
      )}
    </Card>
  );
});
