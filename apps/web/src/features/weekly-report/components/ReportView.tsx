import { Alert, Stack } from '@mantine/core';
import type { TWeeklyReport } from '@ptlog/shared';
import { IconLock } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WeekSignoff } from '../../signoff/components/WeekSignoff';
import { WEEKLY_REPORT_NS } from '../i18n';
import { isReadOnly } from '../report-view';
import { AiEnhancedBadge } from './AiEnhancedBadge';
import { DailyLogSection } from './DailyLogSection';
import { EnhanceDialog } from './EnhanceDialog';
import { MainJobSection } from './MainJobSection';
import { ReportActions } from './ReportActions';
import { ReportHeader } from './ReportHeader';
import { ResetOriginalDialog } from './ResetOriginalDialog';
import { SubmitWeekDialog } from './SubmitWeekDialog';
import { SummarySection } from './SummarySection';

interface ReportViewProps {
  report: TWeeklyReport;
  college: string | null;
  today: string;
}

/** A week's log book page; a submitted or approved week is shown read-only. */
export function ReportView({ report, college, today }: ReportViewProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const [editing, setEditing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [dialog, setDialog] = useState<'enhance' | 'reset' | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const readOnly = isReadOnly(report.status);
  const week = report.week_number;
  return (
    <Stack>
      <ReportHeader
        week={week}
        college={college}
        dates={{ start: report.start_date, end: report.end_date }}
        status={report.status}
        marker={report.is_enhanced && <AiEnhancedBadge enhancementDate={report.enhancement_date} />}
      />
      {readOnly && (
        <Alert color="blue" icon={<IconLock size={18} />} title={t('readOnly.title')}>
          {t('readOnly.text', { status: report.status })}
        </Alert>
      )}
      <WeekSignoff report={report} />
      <ReportActions
        report={report}
        readOnly={readOnly}
        editing={editing}
        onEdit={() => setEditing(true)}
        onSubmit={() => setSubmitting(true)}
        onEnhance={() => setDialog('enhance')}
        onReset={() => setDialog('reset')}
        editButtonRef={editButtonRef}
      />
      <DailyLogSection report={report} readOnly={readOnly} today={today} />
      <SummarySection
        report={report}
        editing={editing && !readOnly}
        onEditingChange={setEditing}
        editButtonRef={editButtonRef}
      />
      <MainJobSection report={report} readOnly={readOnly} />
      {/* Stays mounted when the week turns read-only, so the submit's answer is still reported. */}
      <EnhanceDialog report={report} opened={dialog === 'enhance'} onClose={closeDialog} />
      <ResetOriginalDialog
        report={report}
        opened={dialog === 'reset' && !readOnly}
        onClose={closeDialog}
      />
      <SubmitWeekDialog
        report={report}
        opened={submitting && !readOnly}
        onClose={() => setSubmitting(false)}
      />
    </Stack>
  );
}
