import { Badge } from '@mantine/core';
import { type TWeeklyStatus, weeklyStatusColor } from '@ptlog/shared';
import { useTranslation } from '../../../i18n/react';
import { WEEKLY_REPORT_NS } from '../i18n';

/** Green SUBMITTED, blue APPROVED, grey DRAFT (spec 1 §4). */
export function WeeklyStatusBadge({ status }: { status: TWeeklyStatus }) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const name = t('reportStatus', { status });
  return (
    <Badge
      color={weeklyStatusColor(status)}
      variant="light"
      aria-label={t('reportStatusLabel', { status: name })}
    >
      {name}
    </Badge>
  );
}
