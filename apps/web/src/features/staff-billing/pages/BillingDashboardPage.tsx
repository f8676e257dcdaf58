import { Button, Grid, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES, type TTransaction } from '@ptlog/shared';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '../../../app/session/SessionProvider';
import { busyButtonProps } from '../../../components/busy-button';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { failedRefreshSince, RefreshFailedNotice } from '../../../components/RefreshFailedNotice';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { guardFocus } from '../../../lib/guard-focus';
import { StatGrid } from '../../admin/components/StatGrid';
import {
  useBillingStats,
  usePendingTransactions,
  useRecentTransactions,
  useRefreshStaffBilling,
} from '../api';
import { AllTransactions } from '../components/AllTransactions';
import type { TExistingAction } from '../components/AlreadyPendingNotice';
import { CreateTransactionDialog } from '../components/CreateTransactionDialog';
import { PendingApprovals } from '../components/PendingApprovals';
import { BillingQuickActions, RecentTransactions } from '../components/RecentTransactions';
import { ReverseApprovalDialog } from '../components/ReverseApprovalDialog';
import { StaffVerifyDialog } from '../components/StaffVerifyDialog';
import { type TDecision, TransactionDecisionDialog } from '../components/TransactionDecisionDialog';
import { TransactionDetailsModal } from '../components/TransactionDetailsModal';
import { STAFF_BILLING_NS } from '../i18n';
import { billingStatCards } from '../stat-cards';
import { PENDING_PAGE_SIZE, pageCount } from '../transaction-filters';

/** /admin/billing (spec 2 §2): figures, pending approvals, all transactions, create and verify. */
export function BillingDashboardPage() {
  const { t } = useTranslation(STAFF_BILLING_NS);
  // Who is looking: the payments billing.policy.ts keeps from them show Approve disabled.
  const viewerId = useSession().user?.id ?? null;
  const stats = useBillingStats();
  const [pendingPage, setPendingPage] = useState(1);
  // "Find a payment": the server's search over the queue once typing pauses, from page 1.
  const [pendingSearchText, setPendingSearchText] = useState('');
  const [pendingSearch] = useDebouncedValue(pendingSearchText.trim(), 300);
  const searchPending = (text: string) => {
    setPendingSearchText(text);
    setPendingPage(1);
  };
  const pending = usePendingTransactions(pendingPage, pendingSearch);
  // Payments decided on the last page can leave it empty: show the new last page instead.
  const pendingPages = pending.data ? pageCount(pending.data.count, PENDING_PAGE_SIZE) : 1;
  useEffect(() => {
    if (pending.data && pendingPage > pendingPages) setPendingPage(pendingPages);
  }, [pending.data, pendingPage, pendingPages]);
  const recent = useRecentTransactions();
  const refresh = useRefreshStaffBilling();
  const [refreshing, setRefreshing] = useState(false);
  const [details, setDetails] = useState<TTransaction | null>(null);
  const [verifying, setVerifying] = useState<TTransaction | null>(null);
  const [decision, setDecision] = useState<TDecision | null>(null);
  const [reversing, setReversing] = useState<TTransaction | null>(null);
  const [creating, setCreating] = useState(false);

  // A decided or verified payment leaves the pending list with the button that opened its dialog:
  // the focus goes to the list's heading instead of falling to the document.
  const keepFocus = () => guardFocus(() => document.getElementById('pending-approvals'));
  const closeDetails = () => {
    setDetails(null);
    keepFocus();
  };
  const closeVerify = () => {
    setVerifying(null);
    keepFocus();
  };

  // A refresh (the button, or the pending queue's own re-read) that failed leaves the old figures.
  const staleSince = failedRefreshSince([stats, pending, recent]);
  const handleRefresh = () => {
    setRefreshing(true);
    void refresh().finally(() => setRefreshing(false));
  };
  // One object for the page's life: the pending rows are memoised on it.
  const actions = useMemo(
    () => ({
      onView: setDetails,
      onVerify: setVerifying,
      onApprove: (transaction: TTransaction) => setDecision({ kind: 'approve', transaction }),
      onReject: (transaction: TTransaction) => setDecision({ kind: 'reject', transaction }),
    }),
    [],
  );

  // Create Transaction found the payment already pending: staff go on with that one instead.
  const handleExisting = (transaction: TTransaction, action: TExistingAction) => {
    if (action === 'view') setDetails(transaction);
    else if (action === 'verify') setVerifying(transaction);
    else actions.onApprove(transaction);
  };

  return (
    <Stack maw={1280} gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <ScreenTitle title={t('page.title')} description={t('page.description')} />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={handleRefresh}
            {...busyButtonProps(refreshing)}
          >
            {t('page.refresh')}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('page.createTransaction')}
          </Button>
        </Group>
      </Group>

      {staleSince !== null && (
        <RefreshFailedNotice
          loadedAt={staleSince}
          retrying={refreshing || stats.isFetching || pending.isFetching || recent.isFetching}
          onRetry={handleRefresh}
        />
      )}

      {stats.isError && !stats.data ? (
        <LoadErrorAlert
          title={translateMessage(MESSAGES.billing.dashboardLoadFailed)}
          error={stats.error}
          retrying={stats.isFetching}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <StatGrid
          label={t('page.figures')}
          stats={stats.data ? billingStatCards(t, stats.data.data) : undefined}
        />
      )}

      <PendingApprovals
        pending={pending.data}
        error={pending.error}
        retrying={pending.isFetching}
        onRetry={() => void pending.refetch()}
        page={pendingPage}
        onPageChange={setPendingPage}
        search={pendingSearchText}
        searchedFor={pendingSearch}
        onSearchChange={searchPending}
        searching={pending.isPlaceholderData}
        actions={actions}
        viewerId={viewerId}
      />

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <RecentTransactions
            recent={recent.data}
            error={recent.error}
            retrying={recent.isFetching}
            onRetry={() => void recent.refetch()}
            onView={setDetails}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <BillingQuickActions />
        </Grid.Col>
      </Grid>

      <AllTransactions onView={setDetails} />

      <TransactionDetailsModal
        transaction={decision || reversing ? null : details}
        onClose={closeDetails}
        onApprove={actions.onApprove}
        onReject={actions.onReject}
        onReverse={setReversing}
        viewerId={viewerId}
      />
      <ReverseApprovalDialog
        transaction={reversing}
        onClose={() => setReversing(null)}
        onDone={() => {
          setReversing(null);
          setDetails(null);
          keepFocus();
        }}
      />
      <TransactionDecisionDialog
        decision={decision}
        onClose={() => {
          setDecision(null);
          keepFocus();
        }}
        onDone={() => {
          setDecision(null);
          setDetails(null);
          keepFocus();
        }}
      />
      <StaffVerifyDialog transaction={verifying} onClose={closeVerify} />
      <CreateTransactionDialog
        opened={creating}
        onClose={() => setCreating(false)}
        viewerId={viewerId}
        onExisting={handleExisting}
      />
    </Stack>
  );
}
