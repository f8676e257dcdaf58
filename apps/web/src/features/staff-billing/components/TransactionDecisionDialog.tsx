import { MESSAGES, type TTransaction } from '@ptlog/shared';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { actionFailureMessage } from '../../admin/error-message';
import { formatTzs } from '../../billing/format';
import { useApproveTransaction, useRejectTransaction } from '../api';

export interface TDecision {
  kind: 'approve' | 'reject';
  transaction: TTransaction;
}

interface TransactionDecisionDialogProps {
  decision: TDecision | null;
  onClose: () => void;
  /** After the server accepted the decision (e.g. to close the details modal too). */
  onDone: (decision: TDecision) => void;
}

/** The confirm prompt before an approval or rejection (spec 2 §4); a rejection may give a reason. */
export function TransactionDecisionDialog({
  decision,
  onClose,
  onDone,
}: TransactionDecisionDialogProps) {
  const approve = useApproveTransaction();
  const reject = useRejectTransaction();
  const isApprove = decision?.kind === 'approve';
  const who = decision
    ? `${decision.transaction.user_full_name}, ${formatTzs(decision.transaction.amount)}`
    : '';

  const handleConfirm = (reason: string) => {
    if (!decision) return;
    const { transaction } = decision;
    const done = (message: string) => {
      notify.success(message);
      onDone(decision);
    };
    if (isApprove) {
      approve.mutate(transaction.id, {
        onSuccess: (answer) => done(answer.message || MESSAGES.billing.approved),
        onError: (error) =>
          notify.error(actionFailureMessage(error, MESSAGES.billing.approveFailed)),
      });
    } else {
      reject.mutate(
        { id: transaction.id, reason },
        {
          onSuccess: (answer) => done(answer.message || MESSAGES.billing.rejected),
          onError: (error) =>
            notify.error(actionFailureMessage(error, MESSAGES.billing.rejectFailed)),
        },
      );
    }
  };

  return (
    <ConfirmDialog
      keepOpenWhileLoading
      opened={decision !== null}
      title={isApprove ? `Approve payment (${who})` : `Reject payment (${who})`}
      message={isApprove ? MESSAGES.billing.approveConfirm : MESSAGES.billing.rejectConfirm}
      confirmLabel={isApprove ? 'Approve' : 'Reject'}
      color={isApprove ? 'green' : 'red'}
      withReason={!isApprove}
      loading={approve.isPending || reject.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
