import { PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES, type TChangePasswordForm, ZChangePasswordForm } from '@ptlog/shared';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../app/notify';
import { FormActions } from '../../../components/FormActions';
import { useChangePassword } from '../api';
import { changePasswordFailure } from '../settings-errors';
import { SettingsCard } from './SettingsCard';

const EMPTY: TChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };

/** Current, new and confirmation; other devices are signed out, this one stays signed in. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TChangePasswordForm>({
    initialValues: EMPTY,
    validate: schemaResolver(ZChangePasswordForm, { sync: true }),
  });

  const handleSubmit = form.onSubmit(({ current_password, new_password }) => {
    setFailure(null);
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          form.reset();
          notify.success(MESSAGES.changePassword.success);
        },
        onError: (error) => setFailure(changePasswordFailure(error)),
      },
    );
  });

  return (
    <SettingsCard
      title="Change Password"
      description="Changing your password signs you out on your other devices."
    >
      <form onSubmit={handleSubmit} noValidate aria-label="Change password">
        <Stack gap="sm">
          <PasswordInput
            label="Current password"
            withAsterisk
            autoComplete="current-password"
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            label="New password"
            withAsterisk
            autoComplete="new-password"
            description={MESSAGES.changePassword.tooShort.replace(/!$/, '.')}
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label="Confirm password"
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('confirm_password')}
          />
          <FormActions
            failure={failure}
            submitLabel="Change Password"
            submitting={change.isPending}
            submitIcon={<IconLock size={16} />}
          />
        </Stack>
      </form>
    </SettingsCard>
  );
}
