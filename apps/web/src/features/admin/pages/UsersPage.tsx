import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  BULK_USER_ACTIONS,
  MESSAGES,
  type TAdminUser,
  type TBulkUserAction,
  todayIso,
} from '@ptlog/shared';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { notify } from '../../../app/notify';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { isApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { adminApi, useAdminUsers } from '../api';
import { BulkActionDialog } from '../components/BulkActionDialog';
import { StatGrid } from '../components/StatGrid';
import { UserDrawer } from '../components/UserDrawer';
import { formatCount, formatDay, personName } from '../format';
import {
  BULK_ACTION_COLOR,
  BULK_ACTION_VERB,
  exportFileName,
  hasUserFilters,
  JOINED_OPTIONS,
  NO_USER_FILTERS,
  PROGRAM_OPTIONS,
  programLabel,
  type TUserFilterForm,
  toggleAll,
  toggleOne,
  USER_STATE_BADGE,
  USER_STATUS_OPTIONS,
  userPageText,
  userState,
} from '../user-filters';

function StateBadge({ user }: { user: TAdminUser }) {
  const badge = USER_STATE_BADGE[userState(user)];
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={badge.color} variant="light">
        {badge.label}
      </Badge>
      {user.is_staff && <Badge variant="outline">Staff</Badge>}
    </Group>
  );
}

/** /admin/users (spec 2 §2): filters, pages of 50, totals, bulk actions, details, CSV export. */
export function UsersPage() {
  const [state, setState] = useState({ filters: NO_USER_FILTERS, page: 1 });
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText, 300);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [action, setAction] = useState<TBulkUserAction | null>(null);
  const [openUser, setOpenUser] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    setState((current) =>
      current.filters.search === search
        ? current
        : { filters: { ...current.filters, search }, page: 1 },
    );
  }, [search]);
  const { filters, page } = state;
  const list = useAdminUsers(filters, page);
  const data = list.data;
  const pageIds = data?.users.map((user) => user.id) ?? [];
  const allTicked = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someTicked = pageIds.some((id) => selected.has(id));

  const setFilter = <K extends keyof TUserFilterForm>(key: K, value: TUserFilterForm[K]) =>
    setState((current) => ({ filters: { ...current.filters, [key]: value }, page: 1 }));
  const clearFilters = () => {
    setSearchText('');
    setState({ filters: NO_USER_FILTERS, page: 1 });
  };

  const startAction = (next: TBulkUserAction) => {
    if (selected.size === 0) {
      notify.warning(MESSAGES.admin.selectUsersFirst);
      return;
    }
    setAction(next);
  };

  const handleExport = async () => {
    if (data && data.pagination.total_count === 0) {
      notify.warning(MESSAGES.admin.noUsersToExport);
      return;
    }
    setExporting(true);
    try {
      const csv = await adminApi.exportUsersCsv(filters);
      saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), exportFileName(todayIso()));
    } catch (error) {
      if (isApiError(error) && error.status === 404) notify.warning(MESSAGES.admin.noUsersToExport);
      else notify.error(MESSAGES.admin.exportUsersFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack maw={1280} gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <ScreenTitle
          title="User Management"
          description="Find accounts, act on them, export them."
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => void handleExport()}
          loading={exporting}
        >
          Export CSV
        </Button>
      </Group>

      <StatGrid
        label="User totals"
        cols={4}
        stats={
          data
            ? [
                { label: 'Total users', value: formatCount(data.total_users), color: 'blue' },
                { label: 'Active users', value: formatCount(data.active_users), color: 'green' },
                { label: 'New this week', value: formatCount(data.new_users_week), color: 'grape' },
                { label: 'New today', value: formatCount(data.new_users_today), color: 'orange' },
              ]
            : undefined
        }
      />

      <Card withBorder radius="md" component="section" aria-label="Users">
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" mb="sm">
          <TextInput
            label="Search"
            placeholder="Name, e-mail, username or student ID"
            leftSection={<IconSearch size={16} />}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
          />
          <Select
            label="Program"
            data={PROGRAM_OPTIONS}
            value={filters.program}
            onChange={(value) => setFilter('program', (value ?? '') as TUserFilterForm['program'])}
            allowDeselect={false}
            searchable
          />
          <Select
            label="Status"
            data={USER_STATUS_OPTIONS}
            value={filters.status}
            onChange={(value) => setFilter('status', (value ?? '') as TUserFilterForm['status'])}
            allowDeselect={false}
          />
          <Select
            label="Joined"
            data={JOINED_OPTIONS}
            value={filters.date}
            onChange={(value) => setFilter('date', (value ?? '') as TUserFilterForm['date'])}
            allowDeselect={false}
          />
          <TextInput
            type="date"
            label="Joined from"
            value={filters.joined_from}
            onChange={(event) => setFilter('joined_from', event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="Joined until"
            value={filters.joined_to}
            onChange={(event) => setFilter('joined_to', event.currentTarget.value)}
          />
        </SimpleGrid>

        <Paper withBorder p="xs" mb="sm" radius="md" role="toolbar" aria-label="Bulk actions">
          <Group gap="xs" justify="space-between">
            <Text size="sm" fw={500}>
              {selected.size === 0 ? 'No users selected' : `${selected.size} selected`}
              {selected.size > 0 && (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  ml="xs"
                  onClick={() => setSelected(new Set())}
                >
                  Clear
                </Anchor>
              )}
            </Text>
            <Group gap="xs">
              {BULK_USER_ACTIONS.map((bulk) => (
                <Button
                  key={bulk}
                  size="xs"
                  variant={bulk === 'DELETE' ? 'filled' : 'light'}
                  color={BULK_ACTION_COLOR[bulk]}
                  onClick={() => startAction(bulk)}
                  aria-label={`${BULK_ACTION_VERB[bulk]} selected users`}
                >
                  {bulk}
                </Button>
              ))}
            </Group>
          </Group>
        </Paper>

        {list.isError && !data ? (
          <LoadErrorAlert
            title={MESSAGES.admin.usersFailed}
            error={list.error}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        ) : !data ? (
          <Skeleton height={300} aria-label="Loading users" />
        ) : data.users.length === 0 ? (
          <Stack align="center" gap="xs" py="lg">
            <Text c="dimmed">
              {hasUserFilters(filters) ? 'No users match these filters.' : 'No users yet.'}
            </Text>
            {hasUserFilters(filters) && (
              <Button variant="light" onClick={clearFilters}>
                Clear Filters
              </Button>
            )}
          </Stack>
        ) : (
          <>
            <Group justify="space-between" mb={4}>
              <Checkbox
                label="Select all on this page"
                checked={allTicked}
                indeterminate={someTicked && !allTicked}
                onChange={() => setSelected((current) => toggleAll(current, pageIds))}
              />
              {list.isFetching && <Loader size="xs" aria-label="Updating users" />}
            </Group>
            <Table.ScrollContainer minWidth={340}>
              <Table striped highlightOnHover verticalSpacing="xs" aria-label="Users list">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>
                      <VisuallyHidden>Select</VisuallyHidden>
                    </Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th visibleFrom="sm">Program</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th visibleFrom="sm">Joined</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.users.map((user) => {
                    const name = personName(user.first_name, user.last_name, user.username);
                    return (
                      <Table.Tr
                        key={user.id}
                        bg={
                          selected.has(user.id) ? 'var(--mantine-primary-color-light)' : undefined
                        }
                      >
                        <Table.Td>
                          <Checkbox
                            aria-label={`Select ${name} (${user.email})`}
                            checked={selected.has(user.id)}
                            onChange={() => setSelected((current) => toggleOne(current, user.id))}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Anchor
                            component="button"
                            type="button"
                            size="sm"
                            fw={500}
                            onClick={() => setOpenUser(user.id)}
                            aria-label={`Details of ${name} (${user.email})`}
                          >
                            {name}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            {user.email}
                          </Text>
                        </Table.Td>
                        <Table.Td visibleFrom="sm">{programLabel(user.profile?.program)}</Table.Td>
                        <Table.Td>
                          <StateBadge user={user} />
                        </Table.Td>
                        <Table.Td visibleFrom="sm">{formatDay(user.date_joined)}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="space-between" mt="sm" gap="xs">
              <Text size="sm" c="dimmed" role="status">
                {userPageText(data.pagination)}
              </Text>
              {data.pagination.pages > 1 && (
                <Pagination
                  total={data.pagination.pages}
                  value={page}
                  onChange={(next) => setState((current) => ({ ...current, page: next }))}
                  size="sm"
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                />
              )}
            </Group>
          </>
        )}
      </Card>

      <BulkActionDialog
        action={action}
        userIds={[...selected]}
        onClose={() => setAction(null)}
        onDone={() => {
          setAction(null);
          setSelected(new Set());
        }}
      />
      <UserDrawer userId={openUser} onClose={() => setOpenUser(null)} />
    </Stack>
  );
}
