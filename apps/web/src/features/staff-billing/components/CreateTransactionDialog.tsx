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
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES, type TPaymentMethod } from '@ptlog/shared';
import { useState } from 'react';
import { notify } from '../../../app/notify';
import { actionFailureMessage } from '../../admin/error-message';
import { formatTokens } from '../../billing/format';
import { useCreateStaffTransaction, useUserSearch } from '../api';
import {
  CREATE_AMOUNT_MIN,
  CREATE_AMOUNT_STEP,
  checkCreateForm,
  EMPTY_CREATE_FORM,
  previewTokens,
  type TCreateTransactionForm,
} from '../create-transaction';
import { METHOD_LABEL } from '../transaction-filters';

interface CreateTransactionDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Staff record a payment for a user found by name or e-mail; it starts PENDING. */
export function CreateTransactionDialog({ opened, onClose }: CreateTransactionDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create Transaction" centered size="lg">
      {opened && <CreateTransactionForm onClose={onClose} />}
    </Modal>
  );
}

type TErrors = Partial<Record<keyof TCreateTransactionForm, string>>;

function CreateTransactionForm({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState<TCreateTransactionForm>(EMPTY_CREATE_FORM);
  const [errors, setErrors] = useState<TErrors>({});
  const [userSearch, setUserSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [debouncedSearch] = useDebouncedValue(userSearch, 250);
  const searching = chosen === null || userSearch !== chosen.label;
  const users = useUserSearch(debouncedSearch, searching);
  const create = useCreateStaffTransaction();

  // An edited field loses its error (spec 2 §5).
  const set = <K extends keyof TCreateTransactionForm>(
    key: K,
    value: TCreateTransactionForm[K],
  ) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const options = (users.data?.results ?? []).map((user) => ({
    value: String(user.user_id),
    label: `${user.user_full_name} (${user.user_email})`,
  }));
  if (chosen && !options.some((option) => option.value === chosen.value)) options.unshift(chosen);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkCreateForm(form);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    create.mutate(check.payload, {
      onSuccess: () => {
        notify.success(MESSAGES.billing.created);
        onClose();
      },
      onError: (error) => notify.error(actionFailureMessage(error, MESSAGES.billing.createFailed)),
    });
  };

  const tokens = previewTokens(form.amount);
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Create Transaction">
      <Stack gap="sm">
        <Select
          label="User"
          placeholder="Type a name or e-mail"
          searchable
          withAsterisk
          data={options}
          value={form.user_id || null}
          searchValue={userSearch}
          onSearchChange={setUserSearch}
          filter={({ options: all }) => all}
          onChange={(value, option) => {
            set('user_id', value ?? '');
            setChosen(value && option ? { value, label: option.label } : null);
          }}
          nothingFoundMessage={
            users.isFetching
              ? 'Searching...'
              : users.isError
                ? 'Could not search users. Type again to retry.'
                : 'No users found'
          }
          error={errors.user_id}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Phone number"
          inputMode="tel"
          withAsterisk
          value={form.user_phone_number}
          onChange={(event) => set('user_phone_number', event.currentTarget.value)}
          error={errors.user_phone_number}
        />
        <TextInput
          label="Sender name"
          withAsterisk
          value={form.sender_name}
          onChange={(event) => set('sender_name', event.currentTarget.value)}
          error={errors.sender_name}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="create-method-label">
            Payment method
          </Text>
          <SegmentedControl
            aria-labelledby="create-method-label"
            data={(['DIRECT', 'WAKALA'] as const).map((method) => ({
              value: method,
              label: METHOD_LABEL[method],
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
            label="Wakala name"
            withAsterisk
            value={form.wakala_name}
            onChange={(event) => set('wakala_name', event.currentTarget.value)}
            error={errors.wakala_name}
          />
        )}
        <NumberInput
          label="Amount (TZS)"
          description={`Minimum ${CREATE_AMOUNT_MIN.toLocaleString('en-US')}, in steps of ${CREATE_AMOUNT_STEP.toLocaleString('en-US')}`}
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
          Tokens to be generated: <strong>{formatTokens(tokens)}</strong>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Transaction
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
