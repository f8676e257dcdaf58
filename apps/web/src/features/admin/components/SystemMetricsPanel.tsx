import { Text } from '@mantine/core';
import type { TSystemMetric } from '@ptlog/shared';
import { formatNumber } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime } from '../../billing/format';
import { useRemoveSystemMetric, useSystemMetrics } from '../api';
import { ADMIN_NS } from '../i18n';
import {
  METRIC_NAME_MAX,
  metricNameParam,
  type TRecordsListProps,
  withFilter,
} from '../records-url';
import { FilterLink, RecordFilterField } from './RecordFilterField';
import { RecordsPanel } from './RecordsPanel';
import { SystemMetricForm } from './SystemMetricForm';

/** '42.5 GB': the value in the reader's number format, then its unit as staff typed it. */
function valueText(metric: TSystemMetric): string {
  const value = formatNumber(metric.metric_value, { maximumFractionDigits: 6 });
  return metric.unit ? `${value} ${metric.unit}` : value;
}

/** How the dialogs and buttons name a measurement: its name, value and time. */
function metricWords(metric: TSystemMetric) {
  return {
    name: metric.metric_name,
    value: valueText(metric),
    date: formatDateTime(metric.recorded_at),
  };
}

const wrapping = { overflowWrap: 'anywhere' } as const;

/** The system metrics (spec 2 §7 "Admin"), newest measurement first. */
export function SystemMetricsPanel({ view, setView, onPage }: TRecordsListProps) {
  const { t } = useTranslation(ADMIN_NS);
  const query = useSystemMetrics(view.metricName, view.page);
  const remove = useRemoveSystemMetric();
  const filterTo = (metricName: string) =>
    setView((current) => withFilter(current, { metricName }));
  const name = (metric: TSystemMetric) => (
    <FilterLink
      text={metric.metric_name}
      label={t('records.metrics.onlyName', { name: metric.metric_name })}
      active={view.metricName === metric.metric_name}
      onFilter={() => filterTo(metric.metric_name)}
    />
  );
  const notes = (metric: TSystemMetric) =>
    metric.notes && (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', ...wrapping }}>
        {metric.notes}
      </Text>
    );

  return (
    <RecordsPanel
      kind="metrics"
      filter={
        <RecordFilterField
          label={t('records.metrics.filter')}
          description={t('records.metrics.filterHint')}
          committed={view.metricName}
          accept={metricNameParam}
          onCommit={(metricName) =>
            setView((current) => withFilter(current, { metricName }), { replace: true })
          }
          maxLength={METRIC_NAME_MAX}
        />
      }
      list={{
        query,
        page: view.page,
        onPage,
        columns: [
          { header: t('records.metrics.name'), cell: name },
          {
            header: t('records.metrics.value'),
            cell: (metric) => (
              <Text size="sm" fw={600} style={wrapping}>
                {valueText(metric)}
              </Text>
            ),
          },
          {
            header: t('records.metrics.recordedAt'),
            cell: (metric) => formatDateTime(metric.recorded_at),
            nowrap: true,
          },
          { header: t('records.metrics.notes'), cell: (metric) => notes(metric) || '—' },
        ],
        card: (metric) => ({
          title: name(metric),
          lines: (
            <>
              <Text size="sm" fw={600} style={wrapping}>
                {valueText(metric)}
              </Text>
              {notes(metric)}
              <Text size="xs" c="dimmed">
                {t('records.metrics.measuredLine', { date: formatDateTime(metric.recorded_at) })}
              </Text>
            </>
          ),
        }),
        noMatch: t('records.metrics.noMatch', { name: view.metricName }),
        filtered: view.metricName !== '',
        onClearFilter: () => filterTo(''),
      }}
      form={(props) => <SystemMetricForm {...props} />}
      wordsOf={metricWords}
      remove={remove}
    />
  );
}
