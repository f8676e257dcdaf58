import { List, Text } from '@mantine/core';
import { ERROR_CODES, lastWorkingDayFrom, type TIsoDate, type TWeeklyReport } from '@ptlog/shared';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatList } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api';
import { spacedDayLabel } from '../../../lib/day-format';
import { useRefreshLogbook, useSubmitWeeklyReport } from '../api';
import { failureOf, type TFailure } from '../failures';
import { WEEKLY_REPORT_NS } from '../i18n';
import { hasSubmitGaps, submitGaps } from '../submit-gaps';

interface SubmitWeekDialogProps {
  report: TWeeklyReport;
  /** The placement's date (the calendar's): days after it are not listed as empty. */
  today: TIsoDate;
  opened: boolean;
  onClose: () => void;
}

/**
 * Submitting is final for the student: ask first (DRAFT → SUBMITTED, DESIGN §4.9), naming what is
 * still empty and what can no longer be done afterwards (edit, enhance, reset), and how a mistake
 * found later is still fixed (the supervisor returns the week).
 */
export function SubmitWeekDialog({ report, today, opened, onClose }: SubmitWeekDialogProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const week = report.week_number;
  const gaps = submitGaps(report, today);
  const submit = useSubmitWeeklyReport(week);
  const refresh = useRefreshLogbook();

  function failureText(error: unknown, result: TFailure): string {
    // The server's day came first (the device's calendar was behind): say it in the reader's words.
    if (isApiError(error) && error.code === ERROR_CODES.WEEK_NOT_ENDED) {
      const day = spacedDayLabel(lastWorkingDayFrom(report.start_date), 'long');
      return t('submit.notYet', { week, day });
    }
    // No answer: the network message, as the sign-off request says it (audit A2 finding 13).
    if (result.kind === 'offline' && isApiError(error)) return error.detail;
    return result.message;
  }

  function handleConfirm() {
    submit.mutate(report.start_date, {
      onSuccess: () => {
        notify.success(t('submit.done', { week }));
        onClose();
      },
      onError: (error) => {
        const result = failureOf(error, t('submit.failed'));
        notify.error(failureText(error, result));
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
                  // 'Jumanne 1 Des, Jumatano 2 Des na Alhamisi 3 Des': one item a day.
                  days: formatList(gaps.emptyDays.map((date) => spacedDayLabel(date))),
                })}
              </List.Item>
            )}
          </List>
        </div>
      )}
      <Text size="sm" c="dimmed">
        {t('submit.fixLater')}
      </Text>
    </ConfirmDialog>
  );
}
