import { Anchor, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LIMITS } from '@ptlog/shared';
import { Trans, useTranslation } from '../../../i18n/react';
import { AUTH_NS } from '../i18n';
import '../register-strings';
import type { TRegisterFormValues } from '../register-form';
import { PasswordField } from './PasswordField';

export interface RegisterStepAccountProps {
  form: UseFormReturnType<TRegisterFormValues>;
  onOpenTerms: () => void;
}

/** Step 2, Account Details: the e-mail (also the username), the password and the terms. */
export function RegisterStepAccount({ form, onOpenTerms }: RegisterStepAccountProps) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <Stack>
      <TextInput
        label={t('account.email')}
        description={t('account.emailDescription')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...form.getInputProps('email')}
      />
      <PasswordField
        label={t('account.password')}
        description={t('account.passwordDescription', { min: LIMITS.PASSWORD_MIN })}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <PasswordField
        label={t('account.confirmPassword')}
        autoComplete="new-password"
        {...form.getInputProps('password_confirm')}
      />
      <Stack gap={4}>
        <Checkbox
          label={t('account.agree')}
          {...form.getInputProps('accept_terms', { type: 'checkbox' })}
        />
        <Text size="sm" pl={32}>
          <Trans
            t={t}
            i18nKey="account.readTerms"
            components={{
              terms: <Anchor component="button" type="button" size="sm" onClick={onOpenTerms} />,
            }}
          />
        </Text>
      </Stack>
    </Stack>
  );
}
