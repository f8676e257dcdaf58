import { List, Text } from '@mantine/core';
import type { TWeeklyReport } from '@ptlog/shared';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { shortDayLabel } from '../../../lib/day-format';
import { useRefreshLogbook, useSubmitWeeklyReport } from '../api';
import { failureOf } from '../failures';
import { WEEKLY_REPORT_NS } from '../i18n';
import { hasSubmitGaps, submitGaps } from '../submit-gaps';

interface SubmitWeekDialogProps {
  report: TWeeklyReport;
  opened: boolean;
  onClose: () => void;
}

/**
 * Submitting is final for the student: ask first (DRAFT → SUBMITTED, DESIGN §4.9), naming what is
 * still empty and what can no longer be done afterwards (edit, enhance, reset).
 */
export function SubmitWeekDialog({ report, opened, onClose }: SubmitWeekDialogProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const week = report.week_number;
  const gaps = submitGaps(report);
  const submit = useSubmitWeeklyReport(week);
  const refresh = useRefreshLogbook();

  function handleConfirm() {
    submit.mutate(undefined, {
      onSuccess: () => {
        notify.success(t('submit.done', { week }));
        onClose();
      },
      onError: (error) => {
        const submitFailed = t('submit.failed');
        const result = failureOf(error, submitFailed);
        notify.error(result.kind === 'offline' ? submitFailed : result.message);
        if (result.kind === 'locked') void refresh();
        onClose();
      },
    });
  }

  return (
    <ConfirmDialog
      opened={opened}
      title={t('submit.title', { week })}
      message={t('submit.message')}
      confirmLabel={t('submit.confirm')}
      loading={submit.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      {hasSubmitGaps(gaps) && (
        <div>
          <Text fw={600} size="sm">
            {t('submit.stillEmpty')}
          </Text>
          <List size="sm" mt={4}>
            {gaps.summary && <List.Item>{t('submit.gaps.summary')}</List.Item>}
            {gaps.mainJob && <List.Item>{t('submit.gaps.mainJob')}</List.Item>}
            {gaps.operations && <List.Item>{t('submit.gaps.operations')}</List.Item>}
            {gaps.emptyDays.length > 0 && (
              <List.Item>
                {t('submit.gaps.days', {
                  count: gaps.emptyDays.length,
                  days: gaps.emptyDays.map(shortDayLabel).join(', '),
                })}
              </List.Item>
            )}
          </List>
        </div>
      )}
    </ConfirmDialog>
  );
}
