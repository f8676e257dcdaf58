import { Divider } from '@mantine/core';
import type { TWeeklyReport } from '@ptlog/shared';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/react';
import { WEEKLY_REPORT_NS } from '../i18n';
import { MainJobTitle } from './MainJobTitle';
import { OperationsSection } from './OperationsSection';
import { SectionCard } from './SectionCard';
import type { TWeekSection } from './useEditingSections';

interface MainJobSectionProps {
  report: TWeeklyReport;
  readOnly: boolean;
  /** Told when the title's or the steps' editor opens and closes. */
  onEditingChange?: (section: TWeekSection, editing: boolean) => void;
}

/** Main Job and Operations: the title and the steps are edited separately. */
export function MainJobSection({ report, readOnly, onEditingChange }: MainJobSectionProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const handleTitleEditing = useCallback(
    (editing: boolean) => onEditingChange?.('mainJob', editing),
    [onEditingChange],
  );
  const handleOperationsEditing = useCallback(
    (editing: boolean) => onEditingChange?.('operations', editing),
    [onEditingChange],
  );
  return (
    <SectionCard id="main-job-heading" title={t('mainJob.section')}>
      <MainJobTitle report={report} readOnly={readOnly} onEditingChange={handleTitleEditing} />
      <Divider my="md" />
      <OperationsSection
        report={report}
        readOnly={readOnly}
        onEditingChange={handleOperationsEditing}
      />
    </SectionCard>
  );
}
