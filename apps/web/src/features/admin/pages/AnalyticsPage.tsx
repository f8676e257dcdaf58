import '@mantine/charts/styles.css';
import { BarChart, BarsList } from '@mantine/charts';
import {
  Card,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { ScreenTitle } from '../../../components/ScreenTitle';
import {
  contentBars,
  DEFAULT_PERIOD,
  enhancementBars,
  PERIOD_OPTIONS,
  parsePeriod,
  periodLabel,
  reportDailySeries,
  reportStats,
  tokenDailySeries,
  tokenStats,
  topActiveStudents,
  topTokenUsers,
} from '../analytics';
import { useReportAnalytics, useTokenAnalytics } from '../api';
import { StatGrid } from '../components/StatGrid';
import { formatCount } from '../format';
import { programLabel } from '../user-filters';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Text c="dimmed" size="sm">
      {text}
    </Text>
  );
}

/** /admin/analytics (spec 2 §2): token and report analytics over 7, 30, 90 or 365 days. */
export function AnalyticsPage() {
  const [days, setDays] = useState(DEFAULT_PERIOD);
  const tokens = useTokenAnalytics(days);
  const reports = useReportAnalytics(days);
  const failed = (tokens.isError && !tokens.data) || (reports.isError && !reports.data);
  const period = periodLabel(days);

  const retry = () => {
    if (tokens.isError) void tokens.refetch();
    if (reports.isError) void reports.refetch();
  };

  return (
    <Stack maw={1280} gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <ScreenTitle title="Analytics" description="Token use and report activity." />
        <Group gap="xs">
          {(tokens.isFetching || reports.isFetching) && (
            <Loader size="xs" aria-label="Updating analytics" />
          )}
          <SegmentedControl
            aria-label="Period"
            data={PERIOD_OPTIONS}
            value={String(days)}
            onChange={(value) => setDays(parsePeriod(value))}
          />
        </Group>
      </Group>

      {failed && (
        <LoadErrorAlert
          title={MESSAGES.admin.analyticsFailed}
          error={tokens.error ?? reports.error}
          retrying={tokens.isFetching || reports.isFetching}
          onRetry={retry}
        />
      )}

      <Title order={2} size="h3">
        Tokens and AI
      </Title>
      {!(tokens.isError && !tokens.data) && (
        <StatGrid
          label="Token figures"
          cols={4}
          stats={tokens.data ? tokenStats(tokens.data) : undefined}
        />
      )}
      {tokens.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Panel title="Tokens per day, last 14 days">
            <BarChart
              h={240}
              data={tokenDailySeries(tokens.data)}
              dataKey="day"
              series={[{ name: 'Tokens', color: 'teal.6' }]}
              tickLine="y"
              aria-label="Tokens used per day over the last 14 days"
            />
          </Panel>
          <Panel title={`Top 10 users by tokens, ${period}`}>
            {tokens.data.user_usage.length === 0 ? (
              <Empty text="No tokens were used in this period." />
            ) : (
              <BarsList
                data={topTokenUsers(tokens.data)}
                valueFormatter={(value) => `${formatCount(value)} tokens`}
                barsLabel="User"
                valueLabel="Tokens"
              />
            )}
          </Panel>
          <Panel title={`Tokens by enhancement type, ${period}`}>
            {tokens.data.enhancement_usage.length === 0 ? (
              <Empty text="No AI enhancements in this period." />
            ) : (
              <BarsList
                data={enhancementBars(tokens.data)}
                valueFormatter={(value) => `${formatCount(value)} tokens`}
                barsLabel="Type (uses)"
                valueLabel="Tokens"
              />
            )}
          </Panel>
          <Panel title={`Tokens by content, ${period}`}>
            {tokens.data.content_usage.length === 0 ? (
              <Empty text="No AI enhancements in this period." />
            ) : (
              <BarsList
                data={contentBars(tokens.data)}
                valueFormatter={(value) => `${formatCount(value)} tokens`}
                barsLabel="Content (uses)"
                valueLabel="Tokens"
              />
            )}
          </Panel>
        </SimpleGrid>
      ) : (
        !tokens.isError && <Skeleton height={260} aria-label="Loading token analytics" />
      )}

      <Title order={2} size="h3">
        Reports
      </Title>
      {!(reports.isError && !reports.data) && (
        <StatGrid
          label="Report figures"
          cols={3}
          stats={reports.data ? reportStats(reports.data) : undefined}
        />
      )}
      {reports.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Panel title="Daily reports per day, last 14 days">
            <BarChart
              h={240}
              data={reportDailySeries(reports.data)}
              dataKey="day"
              series={[{ name: 'Reports', color: 'orange.6' }]}
              tickLine="y"
              aria-label="Daily reports per day over the last 14 days"
            />
          </Panel>
          <Panel title={`Top 6 active students, ${period}`}>
            {reports.data.user_report_activity.length === 0 ? (
              <Empty text="No daily reports in this period." />
            ) : (
              <Table verticalSpacing={6} aria-label="Most active students">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Student</Table.Th>
                    <Table.Th ta="right">Reports</Table.Th>
                    <Table.Th ta="right">Hours</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {topActiveStudents(reports.data).map((student) => (
                    <Table.Tr key={student.name}>
                      <Table.Td>{student.name}</Table.Td>
                      <Table.Td ta="right">{formatCount(student.reports)}</Table.Td>
                      <Table.Td ta="right">{formatCount(student.hours)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Panel>
          <Panel title={`Daily reports by program, ${period}`}>
            {reports.data.program_stats.length === 0 ? (
              <Empty text="No daily reports in this period." />
            ) : (
              <BarsList
                data={reports.data.program_stats.map((row) => ({
                  name: programLabel(row.program),
                  value: row.count,
                }))}
                valueFormatter={(value) => `${formatCount(value)} reports`}
                barsLabel="Program"
                valueLabel="Reports"
              />
            )}
          </Panel>
        </SimpleGrid>
      ) : (
        !reports.isError && <Skeleton height={260} aria-label="Loading report analytics" />
      )}
    </Stack>
  );
}
