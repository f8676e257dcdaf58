import '@mantine/charts/styles.css';
import { BarChart, BarsList, type BarsListProps } from '@mantine/charts';
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
import { formatNumber } from '../../../i18n/format';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import {
  barBehindLabel,
  contentBars,
  DEFAULT_PERIOD,
  enhancementBars,
  parsePeriod,
  periodOptions,
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
import { ADMIN_NS } from '../i18n';
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

/** A count per day (`day` labels the bars), ticked in whole numbers: no 0.5 between 0 and 1. */
function DailyCountChart({
  data,
  series,
  label,
}: {
  data: Record<string, unknown>[];
  series: { name: string; label: string; color: string };
  label: string;
}) {
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="day"
      series={[series]}
      valueFormatter={(value) => formatNumber(value)}
      yAxisProps={{ allowDecimals: false }}
      tickLine="y"
      role="img"
      aria-label={label}
    />
  );
}

/** A bars list whose labels stay on one line, in front of their bars. */
function Bars(props: BarsListProps) {
  return <BarsList {...props} getBarProps={barBehindLabel(props.data)} />;
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
  const { t } = useTranslation(ADMIN_NS);
  const [days, setDays] = useState(DEFAULT_PERIOD);
  const tokens = useTokenAnalytics(days);
  const reports = useReportAnalytics(days);
  const failed = (tokens.isError && !tokens.data) || (reports.isError && !reports.data);

  const retry = () => {
    if (tokens.isError) void tokens.refetch();
    if (reports.isError) void reports.refetch();
  };

  return (
    <Stack maw={1280} gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <ScreenTitle title={t('analytics.title')} description={t('analytics.description')} />
        <Group gap="xs">
          {(tokens.isFetching || reports.isFetching) && (
            <Loader size="xs" role="progressbar" aria-label={t('analytics.updating')} />
          )}
          <SegmentedControl
            aria-label={t('analytics.period')}
            data={periodOptions(t)}
            value={String(days)}
            onChange={(value) => setDays(parsePeriod(value))}
          />
        </Group>
      </Group>

      {failed && (
        <LoadErrorAlert
          title={translateMessage(MESSAGES.admin.analyticsFailed)}
          error={tokens.error ?? reports.error}
          retrying={tokens.isFetching || reports.isFetching}
          onRetry={retry}
        />
      )}

      <Title order={2} size="h3">
        {t('analytics.tokensAndAi')}
      </Title>
      {!(tokens.isError && !tokens.data) && (
        <StatGrid
          label={t('analytics.tokenFigures')}
          cols={4}
          stats={tokens.data ? tokenStats(t, tokens.data) : undefined}
        />
      )}
      {tokens.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Panel title={t('analytics.tokensPerDay')}>
            <DailyCountChart
              data={tokenDailySeries(tokens.data)}
              series={{ name: 'Tokens', label: t('analytics.tokens'), color: 'teal.6' }}
              label={t('analytics.tokensPerDayChart')}
            />
          </Panel>
          <Panel title={t('analytics.topUsers', { days })}>
            {tokens.data.user_usage.length === 0 ? (
              <Empty text={t('analytics.noTokens')} />
            ) : (
              <Bars
                data={topTokenUsers(tokens.data)}
                valueFormatter={(value) =>
                  t('analytics.tokensValue', { count: formatCount(value) })
                }
                barsLabel={t('analytics.user')}
                valueLabel={t('analytics.tokens')}
              />
            )}
          </Panel>
          <Panel title={t('analytics.byEnhancement', { days })}>
            {tokens.data.enhancement_usage.length === 0 ? (
              <Empty text={t('analytics.noAi')} />
            ) : (
              <Bars
                data={enhancementBars(t, tokens.data)}
                valueFormatter={(value) =>
                  t('analytics.tokensValue', { count: formatCount(value) })
                }
                barsLabel={t('analytics.typeUses')}
                valueLabel={t('analytics.tokens')}
              />
            )}
          </Panel>
          <Panel title={t('analytics.byContent', { days })}>
            {tokens.data.content_usage.length === 0 ? (
              <Empty text={t('analytics.noAi')} />
            ) : (
              <Bars
                data={contentBars(t, tokens.data)}
                valueFormatter={(value) =>
                  t('analytics.tokensValue', { count: formatCount(value) })
                }
                barsLabel={t('analytics.contentUses')}
                valueLabel={t('analytics.tokens')}
              />
            )}
          </Panel>
        </SimpleGrid>
      ) : (
        !tokens.isError && (
          <Skeleton height={260} role="progressbar" aria-label={t('analytics.loadingTokens')} />
        )
      )}

      <Title order={2} size="h3">
        {t('analytics.reports')}
      </Title>
      {!(reports.isError && !reports.data) && (
        <StatGrid
          label={t('analytics.reportFigures')}
          cols={3}
          stats={reports.data ? reportStats(t, reports.data) : undefined}
        />
      )}
      {reports.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Panel title={t('analytics.reportsPerDay')}>
            <DailyCountChart
              data={reportDailySeries(reports.data)}
              series={{ name: 'Reports', label: t('analytics.reports'), color: 'orange.6' }}
              label={t('analytics.reportsPerDayChart')}
            />
          </Panel>
          <Panel title={t('analytics.topStudents', { days })}>
            {reports.data.user_report_activity.length === 0 ? (
              <Empty text={t('analytics.noDaily')} />
            ) : (
              <Table verticalSpacing={6} aria-label={t('analytics.mostActive')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('analytics.student')}</Table.Th>
                    <Table.Th ta="right">{t('analytics.reports')}</Table.Th>
                    <Table.Th ta="right">{t('analytics.hours')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {topActiveStudents(reports.data).map((student) => (
                    <Table.Tr key={student.id}>
                      <Table.Td>
                        <Text size="sm">{student.name}</Text>
                        {student.username !== student.name && (
                          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                            {student.username}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{formatCount(student.reports)}</Table.Td>
                      <Table.Td ta="right">{formatCount(student.hours)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Panel>
          <Panel title={t('analytics.byProgram', { days })}>
            {reports.data.program_stats.length === 0 ? (
              <Empty text={t('analytics.noDaily')} />
            ) : (
              <Bars
                data={reports.data.program_stats.map((row) => ({
                  name: programLabel(row.program),
                  value: row.count,
                }))}
                valueFormatter={(value) =>
                  t('analytics.reportsValue', { count: formatCount(value) })
                }
                barsLabel={t('analytics.program')}
                valueLabel={t('analytics.reports')}
              />
            )}
          </Panel>
        </SimpleGrid>
      ) : (
        !reports.isError && (
          <Skeleton height={260} role="progressbar" aria-label={t('analytics.loadingReports')} />
        )
      )}
    </Stack>
  );
}
