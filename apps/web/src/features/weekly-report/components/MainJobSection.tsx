import { Divider } from '@mantine/core';
import type { TWeeklyReport } from '@ptlog/shared';
import { useTranslation } from 'react-i18next';
import { WEEKLY_REPORT_NS } from '../i18n';
import { MainJobTitle } from './MainJobTitle';
import { OperationsSection } from './OperationsSection';
import { SectionCard } from './SectionCard';

/** Main Job and Operations: the title and the steps are edited separately. */
export function MainJobSection({ report, readOnly }: { report: TWeeklyReport; readOnly: boolean }) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  return (
    <SectionCard id="main-job-heading" title={t('mainJob.section')}>
      <MainJobTitle report={report} readOnly={readOnly} />
      <Divider my="md" />
      <OperationsSection report={report} readOnly={readOnly} />
    </SectionCard>
  );
}
