import { MESSAGES, type TBulkUserAction } from '@ptlog/shared';
import { useEffect, useState } from 'react';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useBulkUserAction } from '../api';
import { actionFailureMessage } from '../error-message';
import { BULK_ACTION_COLOR, BULK_ACTION_VERB, bulkConfirmations } from '../user-filters';

interface BulkActionDialogProps {
  action: TBulkUserAction | null;
  userIds: number[];
  onClose: () => void;
  onDone: () => void;
}

/** Confirms a bulk action (with an optional reason); DELETE asks a second time. */
export function BulkActionDialog({ action, userIds, onClose, onDone }: BulkActionDialogProps) {
  const bulk = useBulkUserAction();
  const [step, setStep] = useState(0);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (action) setStep(0);
  }, [action]);

  const prompts = action ? bulkConfirmations(action, userIds.length) : [];
  const verb = action ? BULK_ACTION_VERB[action] : '';
  const label = verb.charAt(0).toUpperCase() + verb.slice(1);

  const handleConfirm = (typed: string) => {
    if (!action) return;
    const why = step === 0 ? typed : reason;
    if (step === 0) setReason(typed);
    if (step + 1 < prompts.length) {
      setStep(step + 1);
      return;
    }
    bulk.mutate(
      { user_ids: userIds, action, ...(why ? { reason: why } : {}) },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          onDone();
        },
        onError: (error) =>
          notify.error(actionFailureMessage(error, MESSAGES.admin.actionFailed(verb))),
      },
    );
  };

  return (
    <ConfirmDialog
      keepOpenWhileLoading
      opened={action !== null}
      title={step === 0 ? `${label} users` : `${label} users: last check`}
      message={prompts[step] ?? ''}
      confirmLabel={step + 1 < prompts.length ? 'Continue' : label}
      color={action ? BULK_ACTION_COLOR[action] : 'red'}
      withReason={step === 0}
      loading={bulk.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
