import { Alert } from '@mantine/core';
import type { TWeeklyReport } from '@ptlog/shared';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react';
import { WEEKLY_REPORT_NS } from '../i18n';

/**
 * Why a submitted or approved week cannot be changed, and for a submitted one how a mistake is
 * still fixed: the supervisor returns it with a comment (sign-off: return → DRAFT, its days
 * open again). An approved week is final, so it says nothing more (audit A2 finding 12).
 */
export function ReadOnlyAlert({ report }: { report: Pick<TWeeklyReport, 'status' | 'signoff'> }) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  return (
    <Alert color="blue" icon={<IconLock size={18} />} title={t('readOnly.title')}>
      {t('readOnly.text', { status: report.status })}
      {report.status === 'SUBMITTED' &&
        ` ${t('readOnly.fixMistake', { state: report.signoff.state })}`}
    </Alert>
  );
}
