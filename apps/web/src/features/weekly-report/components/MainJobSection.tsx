import { Divider } from '@mantine/core';
import type { TWeeklyReport } from '@ptlog/shared';
import { MainJobTitle } from './MainJobTitle';
import { OperationsSection } from './OperationsSection';
import { SectionCard } from './SectionCard';

/** Main Job and Operations: the title and the steps are edited separately. */
export function MainJobSection({ report, readOnly }: { report: TWeeklyReport; readOnly: boolean }) {
  return (
    <SectionCard id="main-job-heading" title="Main Job and Operations">
      <MainJobTitle report={report} readOnly={readOnly} />
      <Divider my="md" />
      <OperationsSection report={report} readOnly={readOnly} />
    </SectionCard>
  );
}
