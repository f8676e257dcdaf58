import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES, type TChangePasswordForm, ZChangePasswordForm } from '@ptlog/shared';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../app/notify';
import { FormActions } from '../../../components/FormActions';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { focusFirst } from '../../../lib/focus-invalid';
import { useSingleFlight } from '../../../lib/single-flight';
import { zodValidate } from '../../../lib/zod-form';
import { PasswordField } from '../../auth/components/PasswordField';
import { useChangePassword } from '../api';
import { SETTINGS_NS } from '../i18n';
import { changePasswordFailure } from '../settings-errors';
import { SettingsCard } from './SettingsCard';

const EMPTY: TChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };

/** Current, new and confirmation; other devices are signed out, this one stays signed in. */
export function ChangePasswordCard() {
  const { t } = useTranslation(SETTINGS_NS);
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TChangePasswordForm>({
    initialValues: EMPTY,
    validate: zodValidate(ZChangePasswordForm),
  });

  // One change per tap: a second one would be refused (the current password has just changed)
  // and its error would replace the first one's success.
  const send = useSingleFlight(({ current_password, new_password }: TChangePasswordForm) => {
    setFailure(null);
    return change.mutateAsync({ current_password, new_password }).then(
      () => {
        form.reset();
        notify.success(MESSAGES.changePassword.success);
      },
      (error: unknown) => setFailure(translateMessage(changePasswordFailure(error))),
    );
  });
  const handleSubmit = form.onSubmit(
    (values) => send(values),
    (_errors, _values, event) => focusFirst(event?.currentTarget),
  );

  return (
    <SettingsCard title={t('password.title')} description={t('password.description')}>
      <form onSubmit={handleSubmit} noValidate aria-label={t('password.formLabel')}>
        <Stack gap="sm">
          <PasswordField
            label={t('password.current')}
            // Said to a screen reader too (the asterisk is hidden from it); noValidate: no popup.
            required
            autoComplete="current-password"
            {...form.getInputProps('current_password')}
          />
          <PasswordField
            label={t('password.new')}
            required
            autoComplete="new-password"
            description={translateMessage(MESSAGES.changePassword.tooShort).replace(/!$/, '.')}
            {...form.getInputProps('new_password')}
          />
          <PasswordField
            label={t('password.confirm')}
            required
            autoComplete="new-password"
            {...form.getInputProps('confirm_password')}
          />
          <FormActions
            failure={failure}
            submitLabel={t('password.submit')}
            submitting={change.isPending}
            submitIcon={<IconLock size={16} />}
          />
        </Stack>
      </form>
    </SettingsCard>
  );
}
