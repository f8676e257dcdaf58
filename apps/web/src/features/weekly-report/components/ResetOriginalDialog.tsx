import type { TWeeklyReport } from '@ptlog/shared';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { useResetToOriginal } from '../ai-api';
import { resetErrorMessage } from '../enhance';
import { WEEKLY_REPORT_NS } from '../i18n';

interface ResetOriginalDialogProps {
  report: TWeeklyReport;
  opened: boolean;
  onClose: () => void;
}

/** Reset to Original (DESIGN §4.7): brings back the student's own text from before the first enhancement. */
export function ResetOriginalDialog({ report, opened, onClose }: ResetOriginalDialogProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const reset = useResetToOriginal(report);

  function handleConfirm() {
    reset.mutate(undefined, {
      onSuccess: (answer) => {
        notify.success(translateMessage(answer.message));
        onClose();
      },
      onError: (error) => {
        notify.error(resetErrorMessage(error));
        onClose();
      },
    });
  }

  return (
    <ConfirmDialog
      opened={opened}
      title={t('reset.title')}
      message={t('reset.message')}
      confirmLabel={t('reset.confirm')}
      loading={reset.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
