import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useRefreshLogbook, useSubmitWeeklyReport } from '../api';
import { failureOf } from '../failures';

const SUBMIT_FAILED = 'Failed to submit the week. Please try again.';

interface SubmitWeekDialogProps {
  week: number;
  opened: boolean;
  onClose: () => void;
}

/** Submitting is final for the student: ask first (DRAFT → SUBMITTED, DESIGN §4.9). */
export function SubmitWeekDialog({ week, opened, onClose }: SubmitWeekDialogProps) {
  const submit = useSubmitWeeklyReport(week);
  const refresh = useRefreshLogbook();

  function handleConfirm() {
    submit.mutate(undefined, {
      onSuccess: () => {
        notify.success(`Week ${week} submitted.`);
        onClose();
      },
      onError: (error) => {
        const result = failureOf(error, SUBMIT_FAILED);
        notify.error(result.kind === 'offline' ? SUBMIT_FAILED : result.message);
        if (result.kind === 'locked') void refresh();
        onClose();
      },
    });
  }

  return (
    <ConfirmDialog
      opened={opened}
      title={`Submit week ${week}?`}
      message="Once submitted, this week is read-only: you can no longer change its daily reports, summary, main job or operations."
      confirmLabel="Yes, submit"
      loading={submit.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
