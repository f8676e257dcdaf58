import { Alert, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES, type TTransaction } from '@ptlog/shared';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { busyButtonProps } from '../../../components/busy-button';
import { type TFormGuard, useReportFormGuard } from '../../../components/form-dialog-guard';
import { translateMessage } from '../../../i18n/messages';
import { isApiError } from '../../../lib/api';
import { useSingleFlight } from '../../../lib/single-flight';
import { BILLING_NS } from '../../billing/i18n';
import {
  canVerify,
  EMPTY_VERIFY_FORM,
  type TVerifyForm,
  type TVerifyState,
  VERIFY_SUCCESS_CLOSE_MS,
  verifyFailureMessage,
  verifyPayload,
} from '../../billing/verify-payment';
import { useStaffVerifyPayment } from '../api';
import { STAFF_BILLING_NS } from '../i18n';

/** The staff's verification: the statement line, and its transaction ID when the payment has one. */
export interface TStaffVerifyForm extends TVerifyForm {
  transaction_code: string;
}

interface StaffVerifyFormProps {
  transaction: TTransaction;
  intro: ReactNode;
  onClose: () => void;
  reportGuard: (guard: TFormGuard) => void;
}

/**
 * Staff type the payment as the operator's statement shows it. A payment with a transaction ID
 * needs that ID too (the server refuses a missing or other one on the field: the phone, name and
 * amount alone match a near-copy of the ID as well). idle → verifying → success (closes after
 * 2 s) | failed; a refusal of the ID stays on the form, under the field.
 */
export function StaffVerifyForm({
  transaction,
  intro,
  onClose,
  reportGuard,
}: StaffVerifyFormProps) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  const { t: tBilling } = useTranslation(BILLING_NS);
  const verify = useStaffVerifyPayment();
  const [state, setState] = useState<TVerifyState>('idle');
  const [failure, setFailure] = useState('');
  const [settled, setSettled] = useState(false);
  const needsCode = transaction.transaction_code !== null;
  const form = useForm<TStaffVerifyForm>({
    initialValues: { ...EMPTY_VERIFY_FORM, transaction_code: '' },
    validate: {
      transaction_code: (code) =>
        needsCode && code.trim() === ''
          ? translateMessage(MESSAGES.billing.transactionCodeMismatch)
          : null,
    },
  });
  useReportFormGuard(
    { busy: state === 'verifying', typed: form.isDirty() && state !== 'success' },
    reportGuard,
  );

  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(() => closeRef.current(), VERIFY_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const send = useSingleFlight((values: TStaffVerifyForm) => {
    setState('verifying');
    const code = values.transaction_code.trim();
    const payload = { ...verifyPayload(values), ...(code ? { transaction_code: code } : {}) };
    return verify.mutateAsync({ id: transaction.id, payload }).then(
      (answer) => {
        setFailure(answer.success ? '' : MESSAGES.billing.verificationFailed);
        setState(answer.success ? 'success' : 'failed');
      },
      (error: unknown) => {
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
            {tBilling('verify.close')}
          </Button>
          {!settled && (
            <Button onClick={() => setState('idle')}>{tBilling('verify.tryAgain')}</Button>
          )}
        </Group>
      </Stack>
    );
  }
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('verify.title')}>
      <Stack gap="sm">
        <Text size="sm" component="div">
          {intro}
        </Text>
        {needsCode && (
          <TextInput
            label={t('verify.codeInput')}
            description={t('verify.codeHint')}
            autoComplete="off"
            spellCheck={false}
            required
            {...form.getInputProps('transaction_code')}
          />
        )}
        <TextInput
          label={tBilling('verify.paymentPhone')}
          inputMode="tel"
          required
          {...form.getInputProps('user_phone_number')}
        />
        <TextInput
          label={t('verify.senderLabel')}
          required
          {...form.getInputProps('sender_name')}
        />
        <NumberInput
          label={t('verify.amountLabel')}
          min={0}
          allowNegative={false}
          thousandSeparator=","
          inputMode="numeric"
          required
          {...form.getInputProps('amount')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={state === 'verifying'}>
            {tBilling('verify.cancel')}
          </Button>
          <Button
            type="submit"
            {...busyButtonProps(state === 'verifying', !canVerify(form.values))}
          >
            {tBilling('verify.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
