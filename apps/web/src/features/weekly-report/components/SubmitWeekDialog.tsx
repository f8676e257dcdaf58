import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useRefreshLogbook, useSubmitWeeklyReport } from '../api';
import { failureOf } from '../failures';
import { WEEKLY_REPORT_NS } from '../i18n';

interface SubmitWeekDialogProps {
  week: number;
  opened: boolean;
  onClose: () => void;
}

/** Submitting is final for the student: ask first (DRAFT → SUBMITTED, DESIGN §4.9). */
export function SubmitWeekDialog({ week, opened, onClose }: SubmitWeekDialogProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
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
    />
  );
}
