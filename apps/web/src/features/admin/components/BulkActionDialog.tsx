import { MESSAGES, type TBulkUserAction } from '@ptlog/shared';
import { useEffect, useState } from 'react';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useTranslation } from '../../../i18n/react';
import { useBulkUserAction } from '../api';
import type { TBulkOutcome } from '../bulk-batches';
import { actionFailureMessage } from '../error-message';
import { ADMIN_NS } from '../i18n';
import { BULK_ACTION_COLOR, bulkConfirmations } from '../user-filters';

interface BulkActionDialogProps {
  action: TBulkUserAction | null;
  userIds: number[];
  /** Ticked staff accounts left out of `userIds` (any action): the question says how many. */
  skipped?: number;
  onClose: () => void;
  /** The action ended with these users done: all of them, or those before a batch failed. */
  onDone: (doneIds: number[]) => void;
}

/**
 * Confirms a bulk action (with an optional reason); DELETE asks a second time. Over 100 users it
 * goes in batches and stops at the first failure, saying how many were done before it.
 */
export function BulkActionDialog({
  action,
  userIds,
  skipped = 0,
  onClose,
  onDone,
}: BulkActionDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  const bulk = useBulkUserAction();
  const [step, setStep] = useState(0);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (action) setStep(0);
  }, [action]);

  const prompts = action ? bulkConfirmations(t, action, userIds.length, skipped) : [];
  const verb = action ? t(`bulk.verb.${action}`) : '';
  const label = action ? t(`bulk.label.${action}`) : '';

  const handleOutcome = (applied: TBulkUserAction, outcome: TBulkOutcome) => {
    const count = outcome.doneIds.length;
    if (outcome.error === null) {
      notify.success(t(`bulk.done.${applied}`, { count }));
    } else {
      notify.error(
        t(`bulk.stopped.${applied}`, {
          done: count,
          total: outcome.total,
          rest: outcome.total - count,
        }),
        actionFailureMessage(outcome.error, MESSAGES.admin.actionFailed(verb)),
      );
    }
    onDone(outcome.doneIds);
  };

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
        onSuccess: (outcome) => handleOutcome(action, outcome),
        onError: (error) =>
          notify.error(actionFailureMessage(error, MESSAGES.admin.actionFailed(verb))),
      },
    );
  };

  return (
    <ConfirmDialog
      keepOpenWhileLoading
      opened={action !== null}
      title={action ? t(step === 0 ? `bulk.title.${action}` : `bulk.lastCheck.${action}`) : ''}
      message={prompts[step] ?? ''}
      confirmLabel={step + 1 < prompts.length ? t('bulk.continue') : label}
      color={action ? BULK_ACTION_COLOR[action] : 'red'}
      withReason={step === 0}
      loading={bulk.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
