import { Stack, Tabs } from '@mantine/core';
import { IconChartDots, IconCoin } from '@tabler/icons-react';
import { useCallback } from 'react';
import { ONE_ROW_TABS } from '../../../components/one-row-tabs';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { useUrlState } from '../../../components/use-url-state';
import { useTranslation } from '../../../i18n/react';
import { SystemMetricsPanel } from '../components/SystemMetricsPanel';
import { TokenUsagePanel } from '../components/TokenUsagePanel';
import { ADMIN_NS } from '../i18n';
import { RECORD_TABS, RECORDS_URL, type TRecordTab, withTab } from '../records-url';

/**
 * /admin/records (spec 2 §6–§7): the staff-kept token usage notes and system metrics, each
 * listed, added, edited and deleted. The tab, its filter and page live in the address.
 */
export function RecordsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [view, setView] = useUrlState(RECORDS_URL);
  const onPage = useCallback(
    (page: number, options?: { replace?: boolean }) =>
      setView((current) => ({ ...current, page }), options),
    [setView],
  );
  const panel = { view, setView, onPage };
  return (
    <Stack maw={1280} gap="md">
      <ScreenTitle title={t('records.title')} description={t('records.description')} />
      <Tabs
        value={view.tab}
        onChange={(value) => {
          if (value && (RECORD_TABS as readonly string[]).includes(value)) {
            setView(() => withTab(value as TRecordTab));
          }
        }}
        keepMounted={false}
        styles={ONE_ROW_TABS}
      >
        <Tabs.List mb="md" aria-label={t('records.tabs')}>
          <Tabs.Tab value="tokens" leftSection={<IconCoin size={16} aria-hidden />}>
            {t('records.tokensTab')}
          </Tabs.Tab>
          <Tabs.Tab value="metrics" leftSection={<IconChartDots size={16} aria-hidden />}>
            {t('records.metricsTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tokens">
          <TokenUsagePanel {...panel} />
        </Tabs.Panel>
        <Tabs.Panel value="metrics">
          <SystemMetricsPanel {...panel} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
