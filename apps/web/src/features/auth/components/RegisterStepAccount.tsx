import { Anchor, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LIMITS } from '@ptlog/shared';
import type { TRegisterFormValues } from '../register-wizard';
import { PasswordField } from './PasswordField';

interface RegisterStepAccountProps {
  form: UseFormReturnType<TRegisterFormValues>;
  onOpenTerms: () => void;
}

/** Step 2, Account Details: the e-mail (also the username), the password and the terms. */
export function RegisterStepAccount({ form, onOpenTerms }: RegisterStepAccountProps) {
  return (
    <Stack>
      <TextInput
        label="Email"
        description="You will sign in with this address; we send a verification code to it."
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...form.getInputProps('email')}
      />
      <PasswordField
        label="Password"
        description={`At least ${LIMITS.PASSWORD_MIN} characters`}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        {...form.getInputProps('password_confirm')}
      />
      <Stack gap={4}>
        <Checkbox
          label="I agree to the terms and conditions"
          {...form.getInputProps('accept_terms', { type: 'checkbox' })}
        />
        <Text size="sm" pl={32}>
          Please read the{' '}
          <Anchor component="button" type="button" size="sm" onClick={onOpenTerms}>
            Terms and Conditions
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}
