import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/SessionProvider';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { translateMessage } from '../../../i18n/messages';
import { PasswordField } from '../components/PasswordField';
import { loginErrorMessage } from '../error-messages';
import { AUTH_NS } from '../i18n';
import {
  prefetchLoginSchema,
  submitLogin,
  type TLoginValues,
  validateLogin,
} from '../login-submit';

// Opened by few: its modal, form library checks and zod load when it is first asked for.
const ForgotPasswordDialog = lazy(() =>
  import('../components/ForgotPasswordDialog').then((module) => ({
    default: module.ForgotPasswordDialog,
  })),
);

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
  // Once opened, the dialog stays mounted so that it can close with its transition.
  const [forgotLoaded, setForgotLoaded] = useState(false);
  useEffect(prefetchLoginSchema, []);

  const form = useForm<TLoginValues>({
    initialValues: { username: params.get('email') ?? '', password: '' },
    validate: (values) => {
      const errors = validateLogin(values);
      for (const field of Object.keys(errors))
        errors[field] = translateMessage(errors[field] ?? '');
      return errors;
    },
  });

  const login = useMutation({
    mutationFn: submitLogin,
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
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setForgotLoaded(true);
                setForgotOpen(true);
              }}
            >
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
      {forgotLoaded && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            opened={forgotOpen}
            onClose={() => setForgotOpen(false)}
            initialEmail={form.values.username}
          />
        </Suspense>
      )}
    </>
  );
}
