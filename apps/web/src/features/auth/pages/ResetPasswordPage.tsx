import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES, ZResetPasswordForm } from '@ptlog/shared';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../app/notify';
import { busyButtonProps } from '../../../components/busy-button';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { translateMessage } from '../../../i18n/messages';
import { Trans, useTranslation } from '../../../i18n/react';
import { zodFormErrors } from '../../../lib/zod-form';
import { authApi } from '../api';
import { PasswordField } from '../components/PasswordField';
import { resetPasswordErrorMessage } from '../error-messages';
import { AUTH_NS } from '../i18n';
import '../reset-strings';
import { useSingleFlight } from '../../../lib/single-flight';
import { readResetLink, type TResetLink } from '../reset-link';

/** Set a New Password, opened from the e-mailed link (spec 1 §2 /reset-password). */
export function ResetPasswordPage() {
  const { t } = useTranslation(AUTH_NS);
  const [params] = useSearchParams();
  const link = readResetLink(params);

  return (
    <>
      <ScreenTitle
        title={t('reset.title')}
        description={link ? t('reset.description') : undefined}
      />
      {link ? (
        <ResetPasswordForm link={link} />
      ) : (
        <Stack>
          <Alert color="red" title={t('reset.invalidLink')}>
            {translateMessage(MESSAGES.resetPassword.invalidLink)}
          </Alert>
          <Text size="sm" ta="center">
            <Trans t={t} i18nKey="reset.useForgot" components={{ strong: <strong /> }} />{' '}
            <Anchor component={Link} to="/login">
              {t('reset.backToSignIn')}
            </Anchor>
          </Text>
        </Stack>
      )}
    </>
  );
}

function ResetPasswordForm({ link }: { link: TResetLink }) {
  const { t } = useTranslation(AUTH_NS);
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { password: '', password_confirm: '' },
    validate: (values) => zodFormErrors(ZResetPasswordForm, { ...link, ...values }),
  });
  const reset = useMutation({
    mutationFn: (password: string) => authApi.resetPassword(link, password),
    onSuccess: () => {
      notify.success(MESSAGES.resetPassword.success);
      navigate('/login', { replace: true });
    },
  });

  // One request per tap: a second one with the link the first one used would be refused.
  const resetOnce = useSingleFlight((password: string) =>
    reset.mutateAsync(password).catch(() => undefined),
  );

  return (
    <form onSubmit={form.onSubmit((values) => resetOnce(values.password))} noValidate>
      <Stack>
        <PasswordField
          label={t('reset.newPassword')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          {...form.getInputProps('password_confirm')}
        />
        {reset.isError && (
          <Alert color="red" title={t('reset.notChanged')}>
            {translateMessage(resetPasswordErrorMessage(reset.error))}
          </Alert>
        )}
        <Button type="submit" fullWidth {...busyButtonProps(reset.isPending)}>
          {t('reset.submit')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            {t('reset.backToSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
