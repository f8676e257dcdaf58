import { Alert, Text } from '@mantine/core';
import { MESSAGES, type TTransaction } from '@ptlog/shared';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { actionFailureMessage } from '../../admin/error-message';
import { shownName } from '../../admin/format';
import { formatTzs } from '../../billing/format';
import { accountStateOf } from '../account-state';
import { isPaymentConflict, useApproveTransaction, useRejectTransaction } from '../api';
import { STAFF_BILLING_NS } from '../i18n';
import { rejectedBeforeCount } from '../rejected-before';
import { AccountStateBadge } from './AccountStateBadge';
import { EarlierRejections } from './RejectedBefore';

export interface TDecision {
  kind: 'approve' | 'reject';
  transaction: TTransaction;
}

interface TransactionDecisionDialogProps {
  decision: TDecision | null;
  onClose: () => void;
  /**
   * After the server accepted the decision, or refused it because the payment was settled
   * meanwhile (409): either way the payment is decided (e.g. close the details modal too).
   */
  onDone: (decision: TDecision) => void;
}

/**
 * The confirm prompt before an approval or rejection (spec 2 §4), naming the payment by its
 * transaction ID and phone; a rejection may give a reason.
 */
export function TransactionDecisionDialog({
  decision,
  onClose,
  onDone,
}: TransactionDecisionDialogProps) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  const approve = useApproveTransaction();
  const reject = useRejectTransaction();
  const isApprove = decision?.kind === 'approve';
  const who = decision
    ? {
        name: shownName(decision.transaction.user_full_name),
        amount: formatTzs(decision.transaction.amount),
      }
    : { name: '', amount: '' };
  // Two payments of one student for one amount share a title: the transaction ID and the phone
  // say which of them is being decided.
  const identity = decision
    ? t('decision.identity', {
        code: decision.transaction.transaction_code || t('decision.noCode'),
        phone: decision.transaction.user_phone_number || t('decision.noPhone'),
      })
    : '';

  const accountState = decision && isApprove ? accountStateOf(decision.transaction) : 'active';

  const handleConfirm = (reason: string) => {
    if (!decision) return;
    const { transaction } = decision;
    const done = (message: string) => {
      notify.success(translateMessage(message));
      onDone(decision);
    };
    const failed = (error: unknown, fallback: string) => {
      notify.error(actionFailureMessage(error, fallback));
      // Settled meanwhile: nothing left to decide here (the lists are refreshing).
      if (isPaymentConflict(error)) onDone(decision);
      // Not this staff member's to decide (their own payment, or one they recorded): pressing
      // again cannot help; the payment stays pending for a colleague.
      else if (isApiError(error) && error.status === 403) onClose();
    };
    if (isApprove) {
      approve.mutate(transaction.id, {
        onSuccess: (answer) => done(answer.message || MESSAGES.billing.approved),
        onError: (error) => failed(error, MESSAGES.billing.approveFailed),
      });
    } else {
      reject.mutate(
        { id: transaction.id, reason },
        {
          onSuccess: (answer) => done(answer.message || MESSAGES.billing.rejected),
          onError: (error) => failed(error, MESSAGES.billing.rejectFailed),
        },
      );
    }
  };

  return (
    <ConfirmDialog
      keepOpenWhileLoading
      opened={decision !== null}
      title={isApprove ? t('decision.approveTitle', who) : t('decision.rejectTitle', who)}
      message={translateMessage(
        isApprove ? MESSAGES.billing.approveConfirm : MESSAGES.billing.rejectConfirm,
      )}
      confirmLabel={isApprove ? t('decision.approve') : t('decision.reject')}
      color={isApprove ? 'green' : 'red'}
      withReason={!isApprove}
      loading={approve.isPending || reject.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {identity}
      </Text>
      {/* Approving a payment of an account staff banned, suspended or deleted: said first. */}
      {accountState !== 'active' && (
        <Alert
          color="red"
          variant="light"
          title={<AccountStateBadge state={accountState} />}
          data-testid="account-state-warning"
        >
          {t('accountState.approveWarning', { state: accountState })}
        </Alert>
      )}
      {/* Approving a transaction ID rejected before: the warning again, with each rejection. */}
      {decision && isApprove && (
        <EarlierRejections
          id={decision.transaction.id}
          count={rejectedBeforeCount(decision.transaction)}
          warning
        />
      )}
    </ConfirmDialog>
  );
}
