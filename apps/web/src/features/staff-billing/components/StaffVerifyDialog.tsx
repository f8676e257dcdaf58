import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES, type TTransaction } from '@ptlog/shared';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { formatTzs } from '../../billing/format';
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

interface StaffVerifyDialogProps {
  transaction: TTransaction | null;
  onClose: () => void;
}

/**
 * Payment Verification (spec 2 §4): staff type what the mobile-money message says; a match
 * approves and credits the payment. idle → verifying → success (closes after 2 s) | failed.
 */
export function StaffVerifyDialog({ transaction, onClose }: StaffVerifyDialogProps) {
  return (
    <Modal opened={transaction !== null} onClose={onClose} title="Payment Verification" centered>
      {transaction && <StaffVerifyForm transaction={transaction} onClose={onClose} />}
    </Modal>
  );
}

function StaffVerifyForm({
  transaction,
  onClose,
}: {
  transaction: TTransaction;
  onClose: () => void;
}) {
  const verify = useStaffVerifyPayment();
  const [state, setState] = useState<TVerifyState>('idle');
  const [failure, setFailure] = useState('');
  const form = useForm<TVerifyForm>({ initialValues: EMPTY_VERIFY_FORM });

  // Success closes the dialog after 2 s; closing unmounts this form, which resets it.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(() => closeRef.current(), VERIFY_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const handleSubmit = form.onSubmit((values) => {
    setState('verifying');
    verify.mutate(
      { id: transaction.id, payload: verifyPayload(values) },
      {
        onSuccess: (answer) => {
          setFailure(answer.success ? '' : MESSAGES.billing.verificationFailed);
          setState(answer.success ? 'success' : 'failed');
        },
        onError: (error) => {
          setFailure(verifyFailureMessage(error));
          setState('failed');
        },
      },
    );
  });

  if (state === 'success') {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
        {MESSAGES.billing.verified}
      </Alert>
    );
  }
  if (state === 'failed') {
    return (
      <Stack>
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {failure}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => setState('idle')}>Try Again</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Payment Verification">
      <Stack gap="sm">
        <Text size="sm">
          {transaction.user_full_name} reported {formatTzs(transaction.amount)}. Enter the payment
          as the mobile-money message shows it; if it matches, the payment is approved and the
          tokens are added.
        </Text>
        <TextInput
          label="Phone number used for payment"
          inputMode="tel"
          withAsterisk
          {...form.getInputProps('user_phone_number')}
        />
        <TextInput label="Sender name" withAsterisk {...form.getInputProps('sender_name')} />
        <NumberInput
          label="Amount received (TZS)"
          min={0}
          allowNegative={false}
          thousandSeparator=","
          inputMode="numeric"
          withAsterisk
          {...form.getInputProps('amount')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canVerify(form.values)} loading={state === 'verifying'}>
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
