import { MESSAGES, type TBulkUserAction } from '@ptlog/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { translateMessage } from '../../../i18n/messages';
import { useBulkUserAction } from '../api';
import { actionFailureMessage } from '../error-message';
import { ADMIN_NS } from '../i18n';
import { BULK_ACTION_COLOR, bulkConfirmations } from '../user-filters';

interface BulkActionDialogProps {
  action: TBulkUserAction | null;
  userIds: number[];
  onClose: () => void;
  onDone: () => void;
}

/** Confirms a bulk action (with an optional reason); DELETE asks a second time. */
export function BulkActionDialog({ action, userIds, onClose, onDone }: BulkActionDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  const bulk = useBulkUserAction();
  const [step, setStep] = useState(0);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (action) setStep(0);
  }, [action]);

  const prompts = action ? bulkConfirmations(t, action, userIds.length) : [];
  const verb = action ? t(`bulk.verb.${action}`) : '';
  const label = action ? t(`bulk.label.${action}`) : '';

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
          notify.success(translateMessage(answer.message));
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
