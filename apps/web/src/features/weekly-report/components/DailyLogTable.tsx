import { Table, Text } from '@mantine/core';
import { hoursText, logbookDate } from '../format';
import type { TDailyLogRow } from '../report-view';

interface DailyLogTableProps {
  rows: readonly TDailyLogRow[];
  totalHours: number;
  labelledBy: string;
}

/** Day | Brief description of work performed | hr, Monday to Friday, then the total. */
export function DailyLogTable({ rows, totalHours, labelledBy }: DailyLogTableProps) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table withTableBorder withColumnBorders verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>Day</Table.Th>
            <Table.Th>Brief description of work performed</Table.Th>
            <Table.Th w={56} ta="right">
              hr
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
                    No entry
                  </Text>
                )}
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
              Total hrs
            </Table.Th>
            <Table.Th ta="right">{hoursText(totalHours)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
