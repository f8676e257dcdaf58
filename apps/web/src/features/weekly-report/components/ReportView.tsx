import { Stack } from '@mantine/core';
import type { TWeeklyReport } from '@ptlog/shared';
import { useCallback, useRef, useState } from 'react';
import { WeekSignoff } from '../../signoff/components/WeekSignoff';
import { isReadOnly } from '../report-view';
import { AiEnhancedBadge } from './AiEnhancedBadge';
import { DailyLogSection } from './DailyLogSection';
import { EnhanceDialog } from './EnhanceDialog';
import { MainJobSection } from './MainJobSection';
import { ReadOnlyAlert } from './ReadOnlyAlert';
import { ReportActions } from './ReportActions';
import { ReportHeader } from './ReportHeader';
import { ResetOriginalDialog } from './ResetOriginalDialog';
import { SubmitWeekDialog } from './SubmitWeekDialog';
import { SummarySection } from './SummarySection';
import { useEditingSections } from './useEditingSections';

interface ReportViewProps {
  report: TWeeklyReport;
  college: string | null;
  today: string;
  /** The copy kept on this device, shown while offline: what needs the server waits. */
  offline?: boolean;
}

/** A week's log book page; a submitted or approved week is shown read-only. */
export function ReportView({ report, college, today, offline = false }: ReportViewProps) {
  // The summary's editor opens from Edit Report (here); the main job's and the operations' own
  // editors tell when they open, so the week's actions wait for all of them.
  const [editing, setEditing] = useState(false);
  const [openEditors, reportEditing] = useEditingSections();
  const [submitting, setSubmitting] = useState(false);
  const [dialog, setDialog] = useState<'enhance' | 'reset' | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const readOnly = isReadOnly(report.status);
  const week = report.week_number;
  const summaryOpen = editing && !readOnly;
  const editingSections = summaryOpen ? (['summary', ...openEditors] as const) : openEditors;
  return (
    <Stack>
      <ReportHeader
        week={week}
        college={college}
        dates={{ start: report.start_date, end: report.end_date }}
        status={report.status}
        marker={report.is_enhanced && <AiEnhancedBadge enhancementDate={report.enhancement_date} />}
      />
      {readOnly && <ReadOnlyAlert report={report} />}
      <WeekSignoff report={report} />
      <ReportActions
        report={report}
        today={today}
        readOnly={readOnly}
        offline={offline}
        editing={editingSections}
        onEdit={() => setEditing(true)}
        onSubmit={() => setSubmitting(true)}
        onEnhance={() => setDialog('enhance')}
        onReset={() => setDialog('reset')}
        editButtonRef={editButtonRef}
      />
      <DailyLogSection report={report} readOnly={readOnly} today={today} />
      <SummarySection
        report={report}
        editing={summaryOpen}
        onEditingChange={setEditing}
        editButtonRef={editButtonRef}
      />
      <MainJobSection report={report} readOnly={readOnly} onEditingChange={reportEditing} />
      {/* Stays mounted when the week turns read-only, so the submit's answer is still reported. */}
      <EnhanceDialog report={report} opened={dialog === 'enhance'} onClose={closeDialog} />
      <ResetOriginalDialog
        report={report}
        opened={dialog === 'reset' && !readOnly}
        onClose={closeDialog}
      />
      <SubmitWeekDialog
        report={report}
        today={today}
        opened={submitting && !readOnly}
        onClose={() => setSubmitting(false)}
      />
    </Stack>
  );
}
