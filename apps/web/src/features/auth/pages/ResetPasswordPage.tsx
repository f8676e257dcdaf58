import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES, ZResetPasswordForm } from '@ptlog/shared';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../app/notify';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { zodFormErrors } from '../../../lib/zod-form';
import { authApi } from '../api';
import { PasswordField } from '../components/PasswordField';
import { resetPasswordErrorMessage } from '../error-messages';
import { readResetLink, type TResetLink } from '../reset-link';

/** Set a New Password, opened from the e-mailed link (spec 1 §2 /reset-password). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const link = readResetLink(params);

  return (
    <>
      <ScreenTitle
        title="Set a New Password"
        description={link ? 'Choose a new password for your account.' : undefined}
      />
      {link ? (
        <ResetPasswordForm link={link} />
      ) : (
        <Stack>
          <Alert color="red" title="Invalid link">
            {MESSAGES.resetPassword.invalidLink}
          </Alert>
          <Text size="sm" ta="center">
            Use <strong>Forgot password?</strong> on the sign-in screen to get a new link.{' '}
            <Anchor component={Link} to="/login">
              Back to Sign In
            </Anchor>
          </Text>
        </Stack>
      )}
    </>
  );
}

function ResetPasswordForm({ link }: { link: TResetLink }) {
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

  return (
    <form onSubmit={form.onSubmit((values) => reset.mutate(values.password))} noValidate>
      <Stack>
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          {...form.getInputProps('password_confirm')}
        />
        {reset.isError && (
          <Alert color="red" title="Password not changed">
            {resetPasswordErrorMessage(reset.error)}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={reset.isPending}>
          Reset Password
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            Back to Sign In
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
