import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, MESSAGES } from '@ptlog/shared';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/SessionProvider';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ScreenTitle } from '../../../components/ScreenTitle';
import {
  activationEmail,
  canVerify,
  loginAfterActivationPath,
  needHelpHref,
  sanitizeCode,
  WRONG_EMAIL_PATH,
} from '../activation';
import { authApi } from '../api';
import { activationErrorMessage, resendErrorMessage } from '../error-messages';
import { registrationInfo } from '../registration-info';

/**
 * Verify Your Email (spec 1 §2 /account-activation, §4 Activation): pending → verifying →
 * success (redirect after 1.2 s) or failed (message, try again).
 */
export function ActivationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status, user, profile, logout, refreshProfile } = useSession();
  const knownEmail = activationEmail(params.get('email'), profile?.user_details.email, user?.email);
  const [typedEmail, setTypedEmail] = useState('');
  const email = knownEmail || typedEmail.trim();
  const [code, setCode] = useState('');
  const [pendingNotice, setPendingNotice] = useState(false);
  const [resendNotice, setResendNotice] = useState(false);
  const [confirmWrongEmail, setConfirmWrongEmail] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // The redirect timer reads the session as it is when it fires, not when it was set.
  const signedIn = useRef(false);
  signedIn.current = status === 'signed-in';
  const timers = useRef<number[]>([]);
  useEffect(
    () => () => {
      for (const id of timers.current) window.clearTimeout(id);
    },
    [],
  );
  const later = (ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms));
  };

  const verify = useMutation({
    mutationFn: () => authApi.verifyEmail(email, code),
    onSuccess: (answer) => {
      if (!answer.email_verified) {
        setPendingNotice(true);
        return;
      }
      later(LIMITS.REDIRECT_DELAY_MS, () => {
        if (signedIn.current) {
          void refreshProfile().then(() => navigate('/dashboard', { replace: true }));
        } else {
          navigate(loginAfterActivationPath(email), { replace: true });
        }
      });
    },
  });

  const resend = useMutation({
    mutationFn: () => authApi.resendVerification(email),
    onSuccess: () => {
      // A new code is on its way: the last attempt's failure no longer applies.
      verify.reset();
      setResendNotice(true);
      later(LIMITS.RESEND_NOTICE_MS, () => setResendNotice(false));
    },
  });

  const verified = verify.isSuccess && verify.data.email_verified;
  // Already verified (e.g. a second tab): nothing to do here. Not while our own success shows.
  if (profile?.email_verified && !verify.isSuccess) return <Navigate to="/dashboard" replace />;

  function handleVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email || !canVerify(code) || verify.isPending || verified) return;
    setPendingNotice(false);
    verify.mutate();
  }

  async function handleWrongEmail() {
    setLeaving(true);
    registrationInfo.clear();
    if (status !== 'signed-out') {
      // Frees the phone number (and e-mail) of this never-verified account for the new attempt.
      await authApi.releaseRegistration().catch(() => undefined);
      await logout();
    }
    navigate(WRONG_EMAIL_PATH, { replace: true });
  }

  return (
    <>
      <ScreenTitle title="Verify Your Email">
        <Text c="dimmed">
          {knownEmail ? (
            <>
              We sent a 6-digit code to{' '}
              {/* A long address breaks inside it rather than widening the page on a phone. */}
              <strong style={{ overflowWrap: 'anywhere' }}>{knownEmail}</strong>. Enter it below to
              activate your account.
            </>
          ) : (
            'Enter your email address and the 6-digit code we sent to it.'
          )}
        </Text>
      </ScreenTitle>
      <form onSubmit={handleVerify} noValidate>
        <Stack>
          {!knownEmail && (
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              value={typedEmail}
              onChange={(event) => setTypedEmail(event.currentTarget.value)}
              description={email ? undefined : MESSAGES.activation.emailRequired}
            />
          )}
          <TextInput
            label="Verification Code"
            description={MESSAGES.activation.codeRequired}
            value={code}
            onChange={(event) => setCode(sanitizeCode(event.currentTarget.value))}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={LIMITS.OTP_LENGTH}
            placeholder="123456"
            disabled={verified}
            styles={{ input: { letterSpacing: '0.4em', fontSize: 'var(--mantine-font-size-lg)' } }}
          />
          {verified && (
            <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
              {MESSAGES.activation.success}
            </Alert>
          )}
          {pendingNotice && (
            <Alert color="yellow" role="status">
              {MESSAGES.activation.pending}
            </Alert>
          )}
          {verify.isError && (
            <Alert color="red" title="Verification failed">
              {activationErrorMessage(verify.error)}
            </Alert>
          )}
          {resendNotice && (
            <Alert color="blue" icon={<IconMailForward aria-hidden />} role="status">
              {resend.data?.detail || MESSAGES.activation.resendSuccess}
            </Alert>
          )}
          {resend.isError && (
            <Alert color="red" title="Could not resend the code">
              {resendErrorMessage(resend.error)}
            </Alert>
          )}
          <Button
            type="submit"
            fullWidth
            loading={verify.isPending}
            disabled={!email || !canVerify(code) || verified}
          >
            Verify Code
          </Button>
          {/* One column on phones: side by side the labels were cut at 390 px. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Button
              variant="subtle"
              onClick={() => resend.mutate()}
              loading={resend.isPending}
              disabled={!email || verified}
            >
              Resend Code
            </Button>
            <Button
              variant="subtle"
              color="gray"
              onClick={() => setConfirmWrongEmail(true)}
              disabled={verified}
            >
              Wrong Email?
            </Button>
          </SimpleGrid>
          <Text size="sm" ta="center" c="dimmed">
            Did not get a code? Check your spam folder, or{' '}
            <Anchor href={needHelpHref(email)}>Need Help?</Anchor>
          </Text>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirmWrongEmail}
        title="Use a different email?"
        message="You will be signed out and can register again with a different email address. The details you entered will be cleared."
        confirmLabel="Change Email"
        loading={leaving}
        onConfirm={() => void handleWrongEmail()}
        onClose={() => setConfirmWrongEmail(false)}
      />
    </>
  );
}
