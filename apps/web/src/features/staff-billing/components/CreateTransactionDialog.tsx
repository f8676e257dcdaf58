import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { ERROR_CODES, MESSAGES, type TPaymentMethod, type TTransaction } from '@ptlog/shared';
import { useState } from 'react';
import { notify } from '../../../app/notify';
import { busyButtonProps } from '../../../components/busy-button';
import { DiscardChangesDialog } from '../../../components/DiscardChangesDialog';
import {
  type TFormGuard,
  useFormDialogGuard,
  useReportFormGuard,
} from '../../../components/form-dialog-guard';
import { formatNumber } from '../../../i18n/format';
import { translateMessage } from '../../../i18n/messages';
import { Trans, useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api';
import { useSingleFlight } from '../../../lib/single-flight';
import { actionFailureMessage } from '../../admin/error-message';
import { TransactionCodeField } from '../../billing/components/TransactionCodeField';
import { formatTokens } from '../../billing/format';
import { useCreateStaffTransaction } from '../api';
import {
  CREATE_AMOUNT_MIN,
  CREATE_AMOUNT_STEP,
  checkCreateForm,
  EMPTY_CREATE_FORM,
  previewTokens,
  type TCreateTransactionForm,
} from '../create-transaction';
import { STAFF_BILLING_NS } from '../i18n';
import { methodLabel } from '../transaction-filters';
import { AlreadyPendingNotice, type TExistingAction } from './AlreadyPendingNotice';
import { useUserSearchSelect } from './use-user-search-select';

interface CreateTransactionDialogProps {
  opened: boolean;
  onClose: () => void;
  /**
   * The payment was already pending (nothing recorded): staff chose to open, verify or approve
   * that transaction instead. The dialog is closed first.
   */
  onExisting?: (transaction: TTransaction, action: TExistingAction) => void;
  /** The signed-in staff member (who may not credit a payment to them or recorded by them). */
  viewerId?: number | null;
}

/** Staff record a payment for a user found by name or e-mail; it starts PENDING. */
export function CreateTransactionDialog({
  opened,
  onClose,
  onExisting,
  viewerId = null,
}: CreateTransactionDialogProps) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  // While the payment is recorded the dialog stays: a refusal (an ID already taken) shows only here.
  // Escape or the close button with details typed asks first: nothing keeps them elsewhere.
  const guard = useFormDialogGuard(onClose, { askBeforeDiscard: true });
  return (
    <>
      <Modal opened={opened} {...guard.modalProps} title={t('create.title')} centered size="lg">
        {opened && (
          <CreateTransactionForm
            onClose={onClose}
            reportGuard={guard.report}
            viewerId={viewerId}
            onExisting={(transaction, action) => {
              onClose();
              onExisting?.(transaction, action);
            }}
          />
        )}
      </Modal>
      <DiscardChangesDialog {...guard.discardProps} opened={opened && guard.discardProps.opened} />
    </>
  );
}

type TErrors = Partial<Record<keyof TCreateTransactionForm, string>>;

interface CreateTransactionFormProps {
  onClose: () => void;
  reportGuard: (guard: TFormGuard) => void;
  viewerId: number | null;
  onExisting: (transaction: TTransaction, action: TExistingAction) => void;
}

/** Whether anything was typed or chosen (the user search counts: it is typed too). */
function isTyped(form: TCreateTransactionForm, userSearch: string): boolean {
  const keys = Object.keys(EMPTY_CREATE_FORM) as (keyof TCreateTransactionForm)[];
  return userSearch !== '' || keys.some((key) => form[key] !== EMPTY_CREATE_FORM[key]);
}

function CreateTransactionForm({
  onClose,
  reportGuard,
  viewerId,
  onExisting,
}: CreateTransactionFormProps) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  const [form, setForm] = useState<TCreateTransactionForm>(EMPTY_CREATE_FORM);
  const [errors, setErrors] = useState<TErrors>({});
  const userSelect = useUserSearchSelect({
    optionLabel: (user) =>
      t('create.userOption', { name: user.user_full_name, email: user.user_email }),
    words: {
      searching: t('create.searching'),
      failed: t('create.searchFailed'),
      none: t('create.noUsers'),
    },
  });
  const create = useCreateStaffTransaction();
  // The same payment found pending (a 200): nothing was recorded, that one is offered instead.
  const [existing, setExisting] = useState<TTransaction | null>(null);
  // Once it shows, closing loses nothing: the details typed are that payment's.
  const typed = existing === null && isTyped(form, userSelect.search);
  useReportFormGuard({ busy: create.isPending, typed }, reportGuard);

  // An edited field loses its error (spec 2 §5).
  const set = <K extends keyof TCreateTransactionForm>(
    key: K,
    value: TCreateTransactionForm[K],
  ) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  // One payment per tap: a double tap would record it twice (or answer "ID taken" after success).
  const send = useSingleFlight(() => {
    const check = checkCreateForm(form);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    return create.mutateAsync(check.payload).then(
      ({ transaction, created }) => {
        if (!created) {
          setExisting(transaction);
          return;
        }
        notify.success(translateMessage(MESSAGES.billing.created));
        onClose();
      },
      (error: unknown) => {
        // A transaction ID already on another payment: said under the field, the form kept.
        if (isApiError(error) && error.code === ERROR_CODES.TRANSACTION_CODE_TAKEN) {
          setErrors((current) => ({ ...current, transaction_code: error.detail }));
        }
        notify.error(actionFailureMessage(error, MESSAGES.billing.createFailed));
      },
    );
  });
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    send();
  };

  if (existing) {
    return (
      <AlreadyPendingNotice
        transaction={existing}
        viewerId={viewerId}
        onAction={(action) => onExisting(existing, action)}
        onBack={() => setExisting(null)}
      />
    );
  }
  const tokens = previewTokens(form.amount);
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('create.title')}>
      <Stack gap="sm">
        <Select
          label={t('create.user')}
          placeholder={t('create.userPlaceholder')}
          withAsterisk
          {...userSelect.selectProps}
          value={form.user_id || null}
          onChange={(value, option) => {
            set('user_id', value ?? '');
            userSelect.choose(value, option);
          }}
          error={errors.user_id}
        />
        <TextInput
          label={t('create.phone')}
          inputMode="tel"
          withAsterisk
          value={form.user_phone_number}
          onChange={(event) => set('user_phone_number', event.currentTarget.value)}
          error={errors.user_phone_number}
        />
        <TextInput
          label={t('create.senderName')}
          withAsterisk
          value={form.sender_name}
          onChange={(event) => set('sender_name', event.currentTarget.value)}
          error={errors.sender_name}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="create-method-label">
            {t('create.paymentMethod')}
          </Text>
          <SegmentedControl
            aria-labelledby="create-method-label"
            data={(['DIRECT', 'WAKALA'] as const).map((method) => ({
              value: method,
              label: methodLabel(t, method),
            }))}
            value={form.payment_method}
            onChange={(value) => {
              set('payment_method', value as TPaymentMethod);
              setErrors((current) => ({ ...current, wakala_name: undefined }));
            }}
          />
        </Stack>
        {form.payment_method === 'WAKALA' && (
          <TextInput
            label={t('create.wakalaName')}
            withAsterisk
            value={form.wakala_name}
            onChange={(event) => set('wakala_name', event.currentTarget.value)}
            error={errors.wakala_name}
          />
        )}
        <TransactionCodeField
          value={form.transaction_code}
          onChange={(event) => set('transaction_code', event.currentTarget.value)}
          error={errors.transaction_code}
        />
        <NumberInput
          label={t('create.amount')}
          description={t('create.amountHint', {
            min: formatNumber(CREATE_AMOUNT_MIN),
            step: formatNumber(CREATE_AMOUNT_STEP),
          })}
          min={0}
          step={CREATE_AMOUNT_STEP}
          allowNegative={false}
          allowDecimal={false}
          thousandSeparator=","
          inputMode="numeric"
          withAsterisk
          value={form.amount}
          onChange={(value) => set('amount', value)}
          error={errors.amount}
        />
        <Text size="sm" aria-live="polite">
          <Trans
            t={t}
            i18nKey="create.tokensPreview"
            values={{ tokens: formatTokens(tokens) }}
            components={{ strong: <strong /> }}
          />
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" {...busyButtonProps(create.isPending)}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
