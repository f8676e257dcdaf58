import { Modal, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PAYMENT_INPUT_MIN_TSH, PAYMENT_INPUT_STEP_TSH, type TTransaction } from '@ptlog/shared';
import { IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useSession } from '../../../app/session/SessionProvider';
import { DiscardChangesDialog, useDiscardQuestion } from '../../../components/DiscardChangesDialog';
import { FormActions } from '../../../components/FormActions';
import {
  type TFormGuard,
  useFormDialogGuard,
  useReportFormGuard,
} from '../../../components/form-dialog-guard';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { focusFirst } from '../../../lib/focus-invalid';
import { useSingleFlight } from '../../../lib/single-flight';
import { useSubmitTransaction } from '../api';
import { calculateTokens } from '../calculator';
import { formatTokens } from '../format';
import { BILLING_NS } from '../i18n';
import { hasSubmitInput, paymentDraft } from '../payment-draft';
import {
  buildTransaction,
  emptySubmitForm,
  submitFailure,
  type TSubmitForm,
} from '../submit-transaction';
import { PayerFields } from './PayerFields';
import { TransactionCodeField } from './TransactionCodeField';

interface SubmitTransactionDialogProps {
  opened: boolean;
  amount: number;
  onClose: () => void;
  onSubmitted: (transaction: TTransaction) => void;
}

/**
 * Stage 3: the student records the payment they made; staff verify it. What is typed stays on this
 * device until the transaction is submitted (payment-draft.ts): closing the dialog any way puts it
 * aside, and only Cancel, once confirmed, throws it away.
 */
export function SubmitTransactionDialog({
  opened,
  amount,
  onClose,
  onSubmitted,
}: SubmitTransactionDialogProps) {
  const { t } = useTranslation(BILLING_NS);
  // While the payment is sent the dialog stays: a refusal shows only here. Once details are
  // typed, a stray tap outside does not close it.
  const guard = useFormDialogGuard(onClose);
  const discard = useDiscardQuestion(() => {
    paymentDraft().dropTyped();
    onClose();
  });
  return (
    <>
      <Modal
        opened={opened}
        {...guard.modalProps}
        // Escape answers the question on top, not this dialog too.
        closeOnEscape={!discard.asking}
        title={t('submit.title')}
        centered
      >
        {opened && (
          <SubmitTransactionForm
            amount={amount}
            onCancel={onClose}
            onDiscard={discard.ask}
            onSubmitted={onSubmitted}
            reportGuard={guard.report}
          />
        )}
      </Modal>
      <DiscardChangesDialog {...discard.dialogProps} opened={opened && discard.asking} />
    </>
  );
}

interface SubmitTransactionFormProps {
  amount: number;
  onCancel: () => void;
  /** Cancel with something typed: asks before throwing it away. */
  onDiscard: () => void;
  onSubmitted: (transaction: TTransaction) => void;
  reportGuard: (guard: TFormGuard) => void;
}

function SubmitTransactionForm({
  amount,
  onCancel,
  onDiscard,
  onSubmitted,
  reportGuard,
}: SubmitTransactionFormProps) {
  const { t } = useTranslation(BILLING_NS);
  const { profile } = useSession();
  const profilePhone = profile?.phone_number.trim() ?? '';
  const submit = useSubmitTransaction(profilePhone);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const draft = paymentDraft();
  // Typed earlier and not submitted (the dialog closed, a reload while paying): it comes back.
  const [kept] = useState(() => draft.read()?.typed);
  const form = useForm<TSubmitForm>({
    initialValues: kept ?? emptySubmitForm(amount),
    onValuesChange: (values) => draft.keepTyped(values, amount),
  });
  const tokens = calculateTokens(form.values.amount);
  const typed = hasSubmitInput(form.values, amount);
  useReportFormGuard({ busy: submit.isPending, typed }, reportGuard);

  // One payment per tap: a double tap would send it twice, and the second answer (a duplicate)
  // would replace the first one's success.
  const send = useSingleFlight((values: TSubmitForm) => {
    setFailure(null);
    const built = buildTransaction(values, profilePhone);
    if (!built.ok) {
      form.setErrors(built.errors);
      // Refused here, nothing is said unless the focus goes to the first field that is wrong.
      focusFirst(formRef.current);
      return;
    }
    return submit.mutateAsync(built.payload).then(onSubmitted, (error: unknown) => {
      const { message, fieldErrors } = submitFailure(error);
      form.setErrors(fieldErrors);
      setFailure(message);
    });
  });
  const handleSubmit = form.onSubmit((values) => send(values));

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={t('submit.formLabel')}>
      <Stack gap="sm">
        <PayerFields form={form} profilePhone={profilePhone} />
        <TransactionCodeField {...form.getInputProps('transaction_code')} />
        <NumberInput
          label={t('submit.amountLabel')}
          // Said to a screen reader too; noValidate: the dialog's own checks speak, no popup.
          required
          min={PAYMENT_INPUT_MIN_TSH}
          step={PAYMENT_INPUT_STEP_TSH}
          clampBehavior="none"
          allowNegative={false}
          thousandSeparator=","
          inputMode="numeric"
          description={
            tokens.ok ? t('submit.youGet', { tokens: formatTokens(tokens.tokens) }) : undefined
          }
          {...form.getInputProps('amount')}
        />
        <FormActions
          failure={failure && translateMessage(failure)}
          onCancel={typed ? onDiscard : onCancel}
          cancelDisabled={submit.isPending}
          submitLabel={t('submit.submit')}
          submitting={submit.isPending}
          submitIcon={<IconSend size={16} />}
        />
      </Stack>
    </form>
  );
}
