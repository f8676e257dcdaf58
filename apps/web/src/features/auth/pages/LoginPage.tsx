import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { lazyScreen } from '../../../app/lazy-screen';
import { idleUsername } from '../../../app/session/idle-username';
import { useSession } from '../../../app/session/SessionProvider';
import { busyButtonProps } from '../../../components/busy-button';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { focusFirst } from '../../../lib/focus-invalid';
import type { ForgotPasswordDialogProps } from '../components/ForgotPasswordDialog';
import { PasswordField } from '../components/PasswordField';
import { loginErrorMessage } from '../error-messages';
import { AUTH_NS } from '../i18n';
import {
  prefetchLoginSchema,
  submitLogin,
  type TLoginValues,
  validateLogin,
} from '../login-submit';

// Opened by few: its modal, form library, query client and zod load when it is first asked for.
const ForgotPasswordDialog = lazyScreen<'ForgotPasswordDialog', ForgotPasswordDialogProps>(
  () => import('../components/ForgotPasswordDialog'),
  'ForgotPasswordDialog',
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

  // After the idle sign-out the username comes back filled in (session/idle-username.ts), and the
  // focus waits in Password: only that is left to type.
  const [keptUsername] = useState(() => (params.get('email') ? null : idleUsername.read()));
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (keptUsername) passwordRef.current?.focus();
  }, [keptUsername]);

  // Two fields and one call: plain state, so the form and query libraries stay out of the first
  // load (issue 20). As with Mantine's form, a submit shows the errors and typing clears its own.
  const [values, setValues] = useState<TLoginValues>({
    username: params.get('email') ?? keptUsername ?? '',
    password: '',
  });
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const checked = (next: TLoginValues) => {
    const found = validateLogin(next);
    for (const field of Object.keys(found)) found[field] = translateMessage(found[field] ?? '');
    return found;
  };
  const change = (field: keyof TLoginValues) => (event: { currentTarget: { value: string } }) => {
    setValues({ ...values, [field]: event.currentTarget.value });
    if (errors?.[field]) {
      const { [field]: _cleared, ...rest } = errors;
      setErrors(rest);
    }
  };
  const inputProps = (field: keyof TLoginValues) => ({
    value: values[field],
    onChange: change(field),
    // The schema and zod load as the student starts typing, well before the answer needs them.
    onFocus: prefetchLoginSchema,
    error: errors?.[field],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checked(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(event.currentTarget as HTMLFormElement);
      return;
    }
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      const answer = await submitLogin(values);
      await signIn({ access: answer.access }, answer.user);
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <ScreenTitle title={t('login.title')} description={t('login.description')} />
      <form onSubmit={(event) => void submit(event)} noValidate>
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
            {...inputProps('username')}
          />
          <PasswordField
            ref={passwordRef}
            label={t('login.password')}
            autoComplete="current-password"
            {...inputProps('password')}
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
          {failure !== null && (
            <Alert color="red" title={t('login.failed')}>
              {translateMessage(loginErrorMessage(failure))}
            </Alert>
          )}
          <Button type="submit" fullWidth {...busyButtonProps(pending)}>
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
            initialEmail={values.username}
          />
        </Suspense>
      )}
    </>
  );
}
