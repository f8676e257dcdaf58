import { Button } from '@mantine/core';
import type { TWeeklyReport } from '@ptlog/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useDailyOutbox } from '../../daily-report/components/useDailyOutbox';
import { WEEKLY_REPORT_NS } from '../i18n';
import { dailyLogRows, logTotal, withPendingDays } from '../report-view';
import { AddDailyDialog } from './AddDailyDialog';
import { DailyLogTable } from './DailyLogTable';
import { SectionCard } from './SectionCard';

interface DailyLogSectionProps {
  report: TWeeklyReport;
  readOnly: boolean;
  today: string;
}

/** The week's daily work log, with Add Daily Report while the week is a draft. */
export function DailyLogSection({ report, readOnly, today }: DailyLogSectionProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const [adding, setAdding] = useState(false);
  const pending = useDailyOutbox();
  const saved = dailyLogRows(report);
  const rows = withPendingDays(saved, pending);
  const total = logTotal(report.total_hours, saved, rows);
  return (
    <SectionCard
      id="daily-log-heading"
      title={t('dailyLog.title')}
      actions={
        !readOnly && (
          <Button
            size="sm"
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setAdding(true)}
          >
            {t('dailyLog.add')}
          </Button>
        )
      }
    >
      <DailyLogTable
        rows={rows}
        totalHours={total.hours}
        unsyncedHours={total.unsynced}
        labelledBy="daily-log-heading"
      />
      {!readOnly && (
        <AddDailyDialog
          opened={adding}
          report={report}
          today={today}
          onClose={() => setAdding(false)}
        />
      )}
    </SectionCard>
  );
}
