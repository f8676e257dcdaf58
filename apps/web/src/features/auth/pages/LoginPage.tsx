import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TLoginInput, ZLoginInput } from '@ptlog/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/SessionProvider';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { translateMessage } from '../../../i18n/messages';
import { zodValidate } from '../../../lib/zod-form';
import { authApi } from '../api';
import { ForgotPasswordDialog } from '../components/ForgotPasswordDialog';
import { PasswordField } from '../components/PasswordField';
import { loginErrorMessage } from '../error-messages';
import { AUTH_NS } from '../i18n';

/**
 * Sign In (spec 1 §2 /login). After signing in the route guard takes over: verified users go to
 * the dashboard, unverified ones to /account-activation.
 */
export function LoginPage() {
  const { t } = useTranslation(AUTH_NS);
  const [params] = useSearchParams();
  const activated = params.get('activated') === '1';
  const { signIn } = useSession();
  const [forgotOpen, setForgotOpen] = useState(false);

  const form = useForm<TLoginInput>({
    initialValues: { username: params.get('email') ?? '', password: '' },
    validate: zodValidate(ZLoginInput),
  });

  const login = useMutation({
    // Sent as typed: the server trims the username; a password is never altered.
    mutationFn: (values: TLoginInput) => authApi.login(values),
    onSuccess: (answer) => signIn({ access: answer.access }, answer.user),
  });

  return (
    <>
      <ScreenTitle title={t('login.title')} description={t('login.description')} />
      <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
        <Stack>
          {activated && (
            <Alert
              color="green"
              title={t('login.emailVerified')}
              icon={<IconCircleCheck aria-hidden />}
              role="status"
            >
              {t('login.emailVerifiedText')}
            </Alert>
          )}
          <TextInput
            label={t('login.username')}
            description={t('login.usernameDescription')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...form.getInputProps('username')}
          />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component="button" type="button" size="sm" onClick={() => setForgotOpen(true)}>
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          {login.isError && (
            <Alert color="red" title={t('login.failed')}>
              {translateMessage(loginErrorMessage(login.error))}
            </Alert>
          )}
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to="/register">
              {t('login.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
      <ForgotPasswordDialog
        opened={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={form.values.username}
      />
    </>
  );
}
