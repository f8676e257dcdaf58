import { ActionIcon, Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { ListPagination } from '../../../components/ListPagination';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { RefreshFailedNotice } from '../../../components/RefreshFailedNotice';
import { usePageWithinList } from '../../../components/use-page-within-list';
import { useTranslation } from '../../../i18n/react';
import type { TTranslate } from '../format';
import { ADMIN_NS } from '../i18n';
import { RECORDS_PAGE_SIZE, recordPages } from '../records-url';

export interface TRecordColumn<T> {
  header: string;
  cell: (record: T) => ReactNode;
  /** A short figure (a count, a date) kept on one line; long text columns take the rest. */
  nowrap?: boolean;
  /** A name's column: wide enough that a first and last name share a line (px). */
  minWidth?: number;
}

export interface RecordListProps<T extends { id: number }> {
  /** The list's name, for the table and the phone's list. */
  label: string;
  query: UseQueryResult<{ count: number; results: T[] }>;
  page: number;
  onPage: (page: number, options?: { replace?: boolean }) => void;
  /** The desktop table's columns (Edit and Delete follow them). */
  columns: TRecordColumn<T>[];
  /** A phone's card: the record's first line, and the lines under it. */
  card: (record: T) => { title: ReactNode; lines: ReactNode };
  /** The Edit and Delete buttons' names ('Edit the record of 300 tokens for Amina Mushi'). */
  actionNames: (record: T) => { edit: string; remove: string };
  onEdit: (record: T) => void;
  onRemove: (record: T) => void;
  words: { loading: string; loadFailed: string; empty: string; noMatch: string };
  /** A filter is on: an empty answer is "nothing matches", with a way back to every record. */
  filtered: boolean;
  onClearFilter: () => void;
}

function RecordActions({
  names,
  onEdit,
  onRemove,
}: {
  names: { edit: string; remove: string };
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon variant="subtle" onClick={onEdit} aria-label={names.edit}>
        <IconEdit size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={names.remove}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** 'Showing 21–40 of 57 records', or '3 records' when they fit on one page. */
function countText(t: TTranslate, count: number, page: number) {
  const first = (page - 1) * RECORDS_PAGE_SIZE + 1;
  const last = Math.min(count, page * RECORDS_PAGE_SIZE);
  if (first === 1 && last === count) return t('records.count.all', { count });
  return t('records.count.showing', { first, last, count });
}

/**
 * One page of staff-kept records, newest first: a table on a desktop, cards on a phone, each
 * with Edit and Delete; its loading, failure and empty states; the count and the page picker.
 * It never shows stand-in rows (DESIGN §4.3).
 */
export function RecordList<T extends { id: number }>({
  label,
  query,
  page,
  onPage,
  columns,
  card,
  actionNames,
  onEdit,
  onRemove,
  words,
  filtered,
  onClearFilter,
}: RecordListProps<T>) {
  const { t } = useTranslation(ADMIN_NS);
  const data = query.data;
  // The last record of the last page deleted (here or by a colleague): back to the new last page.
  const toLastPage = useCallback((last: number) => onPage(last, { replace: true }), [onPage]);
  usePageWithinList(
    page,
    data && !query.isPlaceholderData ? recordPages(data.count) : undefined,
    toLastPage,
  );

  if (query.isError && !data) {
    return (
      <LoadErrorAlert
        title={words.loadFailed}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!data) return <ListSkeleton label={words.loading} rows={4} />;
  if (data.count === 0) {
    return (
      <Stack align="center" gap="xs" py="lg">
        <Text c="dimmed" ta="center">
          {filtered ? words.noMatch : words.empty}
        </Text>
        {filtered && (
          <Button variant="light" onClick={onClearFilter}>
            {t('records.showAll')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {query.isRefetchError && (
        <RefreshFailedNotice
          loadedAt={query.dataUpdatedAt}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}
      <Stack
        gap="xs"
        hiddenFrom="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={label}
      >
        {data.results.map((record) => {
          const { title, lines } = card(record);
          return (
            <Paper key={record.id} component="li" withBorder radius="md" p="sm">
              {/* The buttons beside the first line only: the lines under it take the card's
                  whole width, which a 360 px phone needs. */}
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Box miw={0} style={{ flex: 1 }}>
                  {title}
                </Box>
                <RecordActions
                  names={actionNames(record)}
                  onEdit={() => onEdit(record)}
                  onRemove={() => onRemove(record)}
                />
              </Group>
              {lines}
            </Paper>
          );
        })}
      </Stack>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              <Table.Th ta="right">{t('records.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.results.map((record) => (
              <Table.Tr key={record.id}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.header}
                    style={{ ...(column.nowrap && NOWRAP), minWidth: column.minWidth }}
                  >
                    {column.cell(record)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <RecordActions
                    names={actionNames(record)}
                    onEdit={() => onEdit(record)}
                    onRemove={() => onRemove(record)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" role="status">
          {countText(t, data.count, page)}
        </Text>
        <ListPagination
          pages={recordPages(data.count)}
          page={page}
          onChange={(next) => onPage(next)}
        />
      </Group>
    </Stack>
  );
}
