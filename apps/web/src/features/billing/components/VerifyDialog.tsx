import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  MESSAGES,
  type TTransaction,
  type TTransactionActionAnswer,
  type TVerifyPaymentInput,
} from '@ptlog/shared';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { busyButtonProps } from '../../../components/busy-button';
import { DiscardChangesDialog } from '../../../components/DiscardChangesDialog';
import {
  type TFormGuard,
  useFormDialogGuard,
  useReportFormGuard,
} from '../../../components/form-dialog-guard';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api';
import { useSingleFlight } from '../../../lib/single-flight';
import { BILLING_NS } from '../i18n';
import {
  canVerify,
  EMPTY_VERIFY_FORM,
  type TVerifyForm,
  type TVerifyState,
  VERIFY_SUCCESS_CLOSE_MS,
  verifyFailureMessage,
  verifyPayload,
} from '../verify-payment';

/** The verify-payment mutation, as both the student's and the staff's hooks return it. */
export type TVerifyMutation = UseMutationResult<
  TTransactionActionAnswer,
  unknown,
  { id: number; payload: TVerifyPaymentInput }
>;

/** What differs between the student's and the staff's verification dialog. */
export interface VerifyDialogTexts<T = TTransaction> {
  title: string;
  intro: (transaction: T) => ReactNode;
  phoneAutoComplete?: string;
  senderLabel: string;
  amountLabel: string;
  /**
   * Staff only: the statement's transaction ID, asked for when the payment carries one (the
   * server refuses a missing or other one on the field: phone, name and amount alone match a
   * near-copy of the ID as well).
   */
  transactionCode?: { label: string; hint: string; needed: (transaction: T) => boolean };
}

/** The payment to confirm: staff see all of it, a student their own view (TOwnTransaction). */
interface VerifyDialogProps<T extends { id: number }> {
  transaction: T | null;
  onClose: () => void;
  /** The hook giving the verify mutation (student's or staff's API); called once per form. */
  useVerify: () => TVerifyMutation;
  texts: VerifyDialogTexts<T>;
}

type VerifyFormProps<T extends { id: number }> = Omit<VerifyDialogProps<T>, 'transaction'> & {
  transaction: T;
  reportGuard: (guard: TFormGuard) => void;
};

/** What is typed: the statement line, and its transaction ID when staff are asked for it. */
interface TVerifyDialogForm extends TVerifyForm {
  transaction_code: string;
}

/**
 * Confirms a payment by its mobile-money details: idle → verifying → success (closes after 2 s)
 * | failed. Shared by the student's and the staff's verification dialogs.
 */
export function VerifyDialog<T extends { id: number }>({
  transaction,
  onClose,
  useVerify,
  texts,
}: VerifyDialogProps<T>) {
  // While the check runs the dialog stays: the outcome (tokens credited or not) shows only here.
  // Escape or the close button with details typed asks first: nothing keeps them elsewhere.
  const guard = useFormDialogGuard(onClose, { askBeforeDiscard: true });
  return (
    <>
      <Modal opened={transaction !== null} {...guard.modalProps} title={texts.title} centered>
        {transaction && (
          <VerifyForm
            transaction={transaction}
            onClose={onClose}
            useVerify={useVerify}
            texts={texts}
            reportGuard={guard.report}
          />
        )}
      </Modal>
      <DiscardChangesDialog
        {...guard.discardProps}
        opened={transaction !== null && guard.discardProps.opened}
      />
    </>
  );
}

function VerifyForm<T extends { id: number }>({
  transaction,
  onClose,
  useVerify,
  texts,
  reportGuard,
}: VerifyFormProps<T>) {
  const { t } = useTranslation(BILLING_NS);
  const verify = useVerify();
  const [state, setState] = useState<TVerifyState>('idle');
  const [failure, setFailure] = useState('');
  // 409: the payment was settled meanwhile (approved, rejected or verified), or this student used
  // up their tries at confirming it (LIMITS.PAYMENT_CONFIRM_ATTEMPTS): trying again cannot help.
  const [settled, setSettled] = useState(false);
  const codeField = texts.transactionCode;
  const needsCode = codeField?.needed(transaction) ?? false;
  const form = useForm<TVerifyDialogForm>({
    initialValues: { ...EMPTY_VERIFY_FORM, transaction_code: '' },
    validate: {
      transaction_code: (code) =>
        needsCode && code.trim() === ''
          ? translateMessage(MESSAGES.billing.transactionCodeMismatch)
          : null,
    },
  });
  // Verified: nothing typed is left to lose, so Escape closes without asking.
  useReportFormGuard(
    { busy: state === 'verifying', typed: form.isDirty() && state !== 'success' },
    reportGuard,
  );

  // Success closes the dialog after 2 s; closing unmounts this form, which resets it.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(() => closeRef.current(), VERIFY_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  // One verification per tap: a second one would answer 409 and replace the first one's outcome.
  const send = useSingleFlight((values: TVerifyDialogForm) => {
    setState('verifying');
    const code = values.transaction_code.trim();
    const payload = { ...verifyPayload(values), ...(code ? { transaction_code: code } : {}) };
    return verify.mutateAsync({ id: transaction.id, payload }).then(
      (answer) => {
        setFailure(answer.success ? '' : MESSAGES.billing.verificationFailed);
        setState(answer.success ? 'success' : 'failed');
      },
      (error: unknown) => {
        // A refused transaction ID stays on the form, under its field.
        const codeError = isApiError(error) ? error.fieldErrors.transaction_code?.[0] : undefined;
        if (codeError) {
          form.setFieldError('transaction_code', translateMessage(codeError));
          setState('idle');
          return;
        }
        setFailure(verifyFailureMessage(error));
        setSettled(isApiError(error) && error.status === 409);
        setState('failed');
      },
    );
  });
  const handleSubmit = form.onSubmit((values) => send(values));

  if (state === 'success') {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
        {translateMessage(MESSAGES.billing.verified)}
      </Alert>
    );
  }
  if (state === 'failed') {
    return (
      <Stack>
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {translateMessage(failure)}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('verify.close')}
          </Button>
          {!settled && <Button onClick={() => setState('idle')}>{t('verify.tryAgain')}</Button>}
        </Group>
      </Stack>
    );
  }
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={texts.title}>
      <Stack gap="sm">
        <Text size="sm" component="div">
          {texts.intro(transaction)}
        </Text>
        {codeField && needsCode && (
          <TextInput
            label={codeField.label}
            description={codeField.hint}
            autoComplete="off"
            spellCheck={false}
            required
            {...form.getInputProps('transaction_code')}
          />
        )}
        <TextInput
          label={t('verify.paymentPhone')}
          autoComplete={texts.phoneAutoComplete}
          inputMode="tel"
          // Said to a screen reader too; noValidate: no browser popup.
          required
          {...form.getInputProps('user_phone_number')}
        />
        <TextInput label={texts.senderLabel} required {...form.getInputProps('sender_name')} />
        <NumberInput
          label={texts.amountLabel}
          min={0}
          allowNegative={false}
          thousandSeparator=","
          inputMode="numeric"
          required
          {...form.getInputProps('amount')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={state === 'verifying'}>
            {t('verify.cancel')}
          </Button>
          <Button
            type="submit"
            // Busy while verifying, not disabled: the focus stays on it (busy-button.tsx).
            {...busyButtonProps(state === 'verifying', !canVerify(form.values))}
          >
            {t('verify.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
