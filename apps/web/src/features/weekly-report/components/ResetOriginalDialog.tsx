import type { TWeeklyReport } from '@ptlog/shared';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useResetToOriginal } from '../api';
import { resetErrorMessage } from '../enhance';

interface ResetOriginalDialogProps {
  report: TWeeklyReport;
  opened: boolean;
  onClose: () => void;
}

/** Reset to Original (DESIGN §4.7): brings back the student's own text from before the first enhancement. */
export function ResetOriginalDialog({ report, opened, onClose }: ResetOriginalDialogProps) {
  const reset = useResetToOriginal(report);

  function handleConfirm() {
    reset.mutate(undefined, {
      onSuccess: (answer) => {
        notify.success(answer.message);
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
      title="Reset to original?"
      message="Replace the AI text with your original text? This week goes back to what you wrote before its first AI enhancement."
      confirmLabel="Yes, reset"
      loading={reset.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
