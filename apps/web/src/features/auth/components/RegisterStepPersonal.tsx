import { Loader, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  phoneCheckAllowsNext,
  type TPhoneCheck,
  type TRegisterFormValues,
} from '../register-wizard';

interface RegisterStepPersonalProps {
  form: UseFormReturnType<TRegisterFormValues>;
  phoneCheck: { result: TPhoneCheck | undefined; checking: boolean };
}

/** Step 1, Personal Info: names and a phone number that must still be free. */
export function RegisterStepPersonal({ form, phoneCheck }: RegisterStepPersonalProps) {
  const { result, checking } = phoneCheck;
  const phoneInput = form.getInputProps('phone_number');
  const checkError = result && !phoneCheckAllowsNext(result) ? result.message : undefined;
  const available = !checking && result?.status === 'available';

  return (
    <Stack>
      <TextInput
        label="First Name"
        autoComplete="given-name"
        {...form.getInputProps('first_name')}
      />
      <TextInput
        label="Last Name"
        autoComplete="family-name"
        {...form.getInputProps('last_name')}
      />
      <TextInput
        label="Phone Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0712345678 or +255712345678"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        rightSection={
          checking ? (
            <Loader size="xs" aria-label="Checking phone number" />
          ) : available ? (
            <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
          ) : null
        }
        description={
          phoneInput.error || checkError ? undefined : (
            <span role="status" style={available ? { color: 'var(--mantine-color-green-8)' } : {}}>
              {checking ? 'Checking availability...' : available ? result?.message : ''}
            </span>
          )
        }
        {...phoneInput}
        error={phoneInput.error ?? checkError}
      />
    </Stack>
  );
}
