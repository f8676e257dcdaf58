import { Loader, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { AUTH_NS } from '../i18n';
import '../register-strings';
import { phoneCheckAllowsNext, type TPhoneCheck, type TRegisterFormValues } from '../register-form';

interface RegisterStepPersonalProps {
  form: UseFormReturnType<TRegisterFormValues>;
  phoneCheck: { result: TPhoneCheck | undefined; checking: boolean };
}

/** Step 1, Personal Info: names and a phone number that must still be free. */
export function RegisterStepPersonal({ form, phoneCheck }: RegisterStepPersonalProps) {
  const { t } = useTranslation(AUTH_NS);
  const { result, checking } = phoneCheck;
  const phoneInput = form.getInputProps('phone_number');
  const checkError =
    result && !phoneCheckAllowsNext(result) ? translateMessage(result.message) : undefined;
  const available = !checking && result?.status === 'available';

  return (
    <Stack>
      <TextInput
        label={t('personal.firstName')}
        autoComplete="given-name"
        {...form.getInputProps('first_name')}
      />
      <TextInput
        label={t('personal.lastName')}
        autoComplete="family-name"
        {...form.getInputProps('last_name')}
      />
      <TextInput
        label={t('personal.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('personal.phonePlaceholder')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        rightSection={
          checking ? (
            <Loader size="xs" role="progressbar" aria-label={t('personal.checkingPhone')} />
          ) : available ? (
            <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
          ) : null
        }
        description={
          phoneInput.error || checkError ? undefined : (
            <span role="status" style={available ? { color: 'var(--mantine-color-green-8)' } : {}}>
              {checking
                ? t('personal.checkingAvailability')
                : available
                  ? translateMessage(result?.message ?? '')
                  : ''}
            </span>
          )
        }
        {...phoneInput}
        error={phoneInput.error ?? checkError}
      />
    </Stack>
  );
}
