import {
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { MESSAGES, type TAdminUserOrdering, type TBulkUserAction } from '@ptlog/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../../../app/notify';
import { useSession } from '../../../app/session/SessionProvider';
import { ListPagination } from '../../../components/ListPagination';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { usePageWithinList } from '../../../components/use-page-within-list';
import { useSearchBox, useUrlState } from '../../../components/use-url-state';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { guardFocus } from '../../../lib/guard-focus';
import { useAdminUsers } from '../api';
import { bulkTargets, withStaffOf } from '../bulk-targets';
import { BulkActionBar } from '../components/BulkActionBar';
import { BulkActionDialog } from '../components/BulkActionDialog';
import { ExportUsersButtons } from '../components/ExportUsersButtons';
import { StatGrid } from '../components/StatGrid';
import { TokenSummaryStats } from '../components/TokenSummaryStats';
import { UserDrawer } from '../components/UserDrawer';
import { UserFilters } from '../components/UserFilters';
import { UsersTable } from '../components/UsersTable';
import { formatCount } from '../format';
import { ADMIN_NS } from '../i18n';
import {
  hasUserFilters,
  NO_USER_FILTERS,
  sortOptions,
  type TUserFilterForm,
  toggleAll,
  toggleOne,
  userPageText,
} from '../user-filters';
import {
  type TUserListState,
  withFilters,
  withOrdering,
  withoutDone,
  withPage,
} from '../user-list-state';
import { type TUserListView, USER_LIST_URL } from '../user-list-url';

/** The toast of a bulk action asked for with no user ticked, closed once one is. */
const SELECT_FIRST_TOAST = 'admin-users-select-first';
/** The toast of an action asked for with only staff accounts ticked. */
const ONLY_STAFF_TOAST = 'admin-users-only-staff';
const NO_TICKS: ReadonlySet<number> = new Set();

/** A change of the list (user-list-state.ts) as a change of what the address keeps. */
function viewChange(update: (state: TUserListState) => TUserListState) {
  return (view: TUserListView): TUserListView => {
    const { filters, ordering, page } = update({ ...view, selected: NO_TICKS });
    return { filters, ordering, page };
  };
}

/**
 * /admin/users (spec 2 §2): filters, pages of 50, user and token totals, bulk actions, details,
 * CSV and Excel export.
 */
export function UsersPage() {
  const { t } = useTranslation(ADMIN_NS);
  // Filters, order and page live in the address (a reload or Back shows the same list); the
  // ticks belong to the list of the filters they were made under, and go when those change.
  const [view, setView] = useUrlState(USER_LIST_URL);
  const { filters, ordering, page } = view;
  const listKey = useMemo(() => JSON.stringify(filters), [filters]);
  const [ticks, setTicks] = useState({ listKey, selected: NO_TICKS });
  const selected = ticks.listKey === listKey ? ticks.selected : NO_TICKS;
  const change = (update: (state: TUserListState) => TUserListState, replace = false) =>
    setView(viewChange(update), { replace });
  // Typing replaces the address's search instead of adding a history entry per pause.
  const [searchText, setSearchText] = useSearchBox(filters.search, (search) =>
    change((current) => withFilters(current, { search }), true),
  );
  const [action, setAction] = useState<TBulkUserAction | null>(null);
  const [openUser, setOpenUser] = useState<number | null>(null);
  const viewerId = useSession().user?.id;
  // The staff accounts among the pages seen: ticks may span pages, and every action leaves staff
  // (and the viewer) out, as the server refuses the whole batch for one of them.
  const [staffSeen, setStaffSeen] = useState<ReadonlySet<number>>(new Set());
  // A user deleted from the drawer takes the row (and its Details button, which the drawer gives
  // the focus back to) with them: the users section keeps the focus, not the document.
  const sectionRef = useRef<HTMLElement>(null);
  const keepFocus = () => guardFocus(() => sectionRef.current);

  useEffect(() => {
    if (selected.size > 0) notify.hide(SELECT_FIRST_TOAST);
  }, [selected.size]);
  const list = useAdminUsers(filters, page, ordering);
  useEffect(() => {
    if (list.data) setStaffSeen((current) => withStaffOf(current, list.data.users));
  }, [list.data]);
  const sortBy = (next: TAdminUserOrdering) => change((current) => withOrdering(current, next));
  const data = list.data;
  const goToPage = (next: number) => change((current) => withPage(current, next));
  // A bulk delete or ban can empty the last page (or a link named a page past it): go back to
  // the last one, in place of the address that named it.
  const toLastPage = useCallback(
    (last: number) =>
      setView(
        viewChange((current) => withPage(current, last)),
        { replace: true },
      ),
    [setView],
  );
  usePageWithinList(
    page,
    data && !list.isPlaceholderData ? Math.max(1, data.pagination.pages) : undefined,
    toLastPage,
  );
  const pageIds = data?.users.map((user) => user.id) ?? [];
  const allTicked = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someTicked = pageIds.some((id) => selected.has(id));
  // The page shown counts at once, before the effect above adds it to the pages seen.
  const staffIds = new Set(withStaffOf(staffSeen, data?.users ?? []));
  if (viewerId !== undefined) staffIds.add(viewerId);
  const targets = action ? bulkTargets(selected, staffIds) : { ids: [], skipped: 0 };

  const setFilter = <K extends keyof TUserFilterForm>(key: K, value: TUserFilterForm[K]) =>
    change((current) => withFilters(current, { [key]: value }));
  const setSelected = (update: (current: ReadonlySet<number>) => ReadonlySet<number>) =>
    setTicks((current) => ({
      listKey,
      selected: update(current.listKey === listKey ? current.selected : NO_TICKS),
    }));
  const clearFilters = () => {
    setSearchText('');
    change((current) => withFilters(current, NO_USER_FILTERS));
  };
  const dropDone = (doneIds: readonly number[]) =>
    setSelected((current) => withoutDone({ ...view, selected: current }, doneIds).selected);

  const startAction = (next: TBulkUserAction) => {
    if (selected.size === 0) {
      notify.warning(
        translateMessage(MESSAGES.admin.selectUsersFirst),
        undefined,
        SELECT_FIRST_TOAST,
      );
      return;
    }
    const { ids, skipped } = bulkTargets(selected, staffIds);
    if (ids.length === 0) {
      notify.warning(t('bulk.onlyStaff', { count: skipped }), undefined, ONLY_STAFF_TOAST);
      return;
    }
    setAction(next);
  };

  return (
    <Stack maw={1280} gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <ScreenTitle title={t('users.title')} description={t('users.description')} />
        <ExportUsersButtons filters={filters} matching={data?.pagination.total_count} />
      </Group>

      {/* After a failed load the list's alert says so: no totals waiting for figures that never come. */}
      {!(list.isError && !data) && (
        <StatGrid
          label={t('users.totals')}
          cols={4}
          stats={
            data
              ? [
                  {
                    label: t('stats.totalUsers'),
                    value: formatCount(data.total_users),
                    color: 'blue',
                  },
                  {
                    label: t('stats.activeUsers'),
                    value: formatCount(data.active_users),
                    color: 'green',
                  },
                  {
                    label: t('stats.newThisWeek'),
                    value: formatCount(data.new_users_week),
                    color: 'grape',
                  },
                  {
                    label: t('stats.newToday'),
                    value: formatCount(data.new_users_today),
                    color: 'orange',
                  },
                ]
              : undefined
          }
        />
      )}
      <TokenSummaryStats />

      <Card
        withBorder
        radius="md"
        component="section"
        aria-label={t('users.section')}
        ref={sectionRef}
        tabIndex={-1}
      >
        <UserFilters
          searchText={searchText}
          onSearchText={setSearchText}
          filters={filters}
          onFilter={setFilter}
        />
        <BulkActionBar
          selectedCount={selected.size}
          onClear={() => setSelected(() => new Set())}
          onAction={startAction}
        />

        {list.isError && !data ? (
          <LoadErrorAlert
            title={translateMessage(MESSAGES.admin.usersFailed)}
            error={list.error}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        ) : !data ? (
          <Skeleton height={300} role="progressbar" aria-label={t('users.loading')} />
        ) : data.users.length === 0 ? (
          <Stack align="center" gap="xs" py="lg">
            <Text c="dimmed">
              {hasUserFilters(filters) ? t('users.noMatches') : t('users.none')}
            </Text>
            {hasUserFilters(filters) && (
              <Button variant="light" onClick={clearFilters}>
                {t('users.clearFilters')}
              </Button>
            )}
          </Stack>
        ) : (
          <>
            <Group justify="space-between" mb={4}>
              <Checkbox
                label={t('users.selectAll')}
                checked={allTicked}
                indeterminate={someTicked && !allTicked}
                onChange={() => setSelected((current) => toggleAll(current, pageIds))}
              />
              {/* A phone shows no sortable headers but the name's: the order is chosen here. */}
              <Select
                hiddenFrom="sm"
                size="xs"
                label={t('table.sortBy')}
                data={sortOptions(t)}
                value={ordering}
                onChange={(value) => value && sortBy(value as TAdminUserOrdering)}
                allowDeselect={false}
                w="100%"
              />
              {list.isFetching && (
                <Loader size="xs" role="progressbar" aria-label={t('users.updating')} />
              )}
            </Group>
            <UsersTable
              users={data.users}
              selected={selected}
              onToggle={(id) => setSelected((current) => toggleOne(current, id))}
              onOpen={setOpenUser}
              ordering={ordering}
              onSort={sortBy}
            />
            <Group justify="space-between" mt="sm" gap="xs">
              <Text size="sm" c="dimmed" role="status">
                {userPageText(t, data.pagination)}
              </Text>
              <ListPagination pages={data.pagination.pages} page={page} onChange={goToPage} />
            </Group>
          </>
        )}
      </Card>

      <BulkActionDialog
        action={action}
        userIds={targets.ids}
        skipped={targets.skipped}
        onClose={() => setAction(null)}
        onDone={(doneIds) => {
          setAction(null);
          dropDone(doneIds);
        }}
      />
      <UserDrawer
        userId={openUser}
        onClose={() => setOpenUser(null)}
        onActionDone={(doneIds, done) => {
          dropDone(doneIds);
          if (done === 'DELETE') keepFocus();
        }}
      />
    </Stack>
  );
}
