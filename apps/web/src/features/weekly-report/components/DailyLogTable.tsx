import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/react';
import { hoursText, logbookDate } from '../format';
import { WEEKLY_REPORT_NS } from '../i18n';
import type { TDailyLogRow } from '../report-view';

interface DailyLogTableProps {
  rows: readonly TDailyLogRow[];
  /** Includes `unsyncedHours`: the hours of the days still waiting in the outbox. */
  totalHours: number;
  unsyncedHours?: number;
  labelledBy: string;
}

/** Narrower than Mantine's `xs` (36em, 576 px): a phone, where three columns are too cramped. */
const PHONE_QUERY = '(max-width: 35.99em)';

/** A day saved on this device and not sent yet, as the daily screen marks it. */
function PendingSync({ row }: { row: TDailyLogRow }) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  if (!row.pending) return null;
  return (
    <Badge color="orange" variant="light" size="sm" mt={4} display="block" w="fit-content">
      {t('dailyLog.pendingSync')}
    </Badge>
  );
}

/** The total, and how much of it waits on this device: '40 (8 not yet synced)'. */
function TotalHours({
  totalHours,
  unsyncedHours = 0,
}: Omit<DailyLogTableProps, 'rows' | 'labelledBy'>) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  return (
    <>
      {hoursText(totalHours)}
      {unsyncedHours > 0 && (
        <Text
          component="span"
          display="block"
          size="xs"
          fw={500}
          c="orange.9"
          style={{ whiteSpace: 'nowrap' }}
        >
          {t('dailyLog.totalUnsynced', { hours: hoursText(unsyncedHours) })}
        </Text>
      )}
    </>
  );
}

/** On a phone: one card per day (day and date, hours, then the description), then the total. */
function DailyLogCards({ rows, totalHours, unsyncedHours, labelledBy }: DailyLogTableProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  return (
    <Stack gap="xs" component="ul" aria-labelledby={labelledBy} p={0} m={0}>
      {rows.map((row) => (
        <Paper
          key={row.day}
          component="li"
          withBorder
          p="sm"
          radius="sm"
          style={{ listStyle: 'none' }}
        >
          <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
            <Text fw={600}>
              {row.label}
              {row.date && (
                <Text component="span" size="xs" c="dimmed" fw={400} ml={6}>
                  {logbookDate(row.date)}
                </Text>
              )}
            </Text>
            {(row.description || row.hours > 0) && (
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {t('dailyLog.hours', { hours: hoursText(row.hours) })}
              </Text>
            )}
          </Group>
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {row.description || (
              <Text component="span" size="sm" c="dimmed">
                {t('dailyLog.noEntry')}
              </Text>
            )}
          </Text>
          <PendingSync row={row} />
        </Paper>
      ))}
      <Group component="li" justify="space-between" px="sm" style={{ listStyle: 'none' }}>
        <Text fw={700}>{t('dailyLog.total')}</Text>
        <Text fw={700} ta="right">
          <TotalHours totalHours={totalHours} unsyncedHours={unsyncedHours} />
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * Day | Brief description of work performed | hr, Monday to Friday, then the total; on a phone
 * the same as cards.
 */
export function DailyLogTable(props: DailyLogTableProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone) return <DailyLogCards {...props} />;
  return <DailyLogRowsTable {...props} />;
}

function DailyLogRowsTable({ rows, totalHours, unsyncedHours, labelledBy }: DailyLogTableProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table withTableBorder withColumnBorders verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>{t('dailyLog.dayColumn')}</Table.Th>
            <Table.Th>{t('dailyLog.descriptionColumn')}</Table.Th>
            <Table.Th w={56} ta="right">
              {t('dailyLog.hoursColumn')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.day}>
              <Table.Th scope="row" fw={600}>
                {row.label}
                {row.date && (
                  <Text size="xs" c="dimmed" fw={400}>
                    {logbookDate(row.date)}
                  </Text>
                )}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {row.description || (
                  <Text component="span" size="sm" c="dimmed">
                    {t('dailyLog.noEntry')}
                  </Text>
                )}
                <PendingSync row={row} />
              </Table.Td>
              <Table.Td ta="right">
                {row.description || row.hours > 0 ? hoursText(row.hours) : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={2}>
              {t('dailyLog.total')}
            </Table.Th>
            <Table.Th ta="right">
              <TotalHours totalHours={totalHours} unsyncedHours={unsyncedHours} />
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
