import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, MESSAGES } from '@ptlog/shared';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/SessionProvider';
import { busyButtonProps } from '../../../components/busy-button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { translateMessage } from '../../../i18n/messages';
import { Trans, useTranslation } from '../../../i18n/react';
import { useSingleFlight } from '../../../lib/single-flight';
import {
  activationEmail,
  canVerify,
  loginAfterActivationPath,
  needHelpHref,
  sanitizeCode,
  WRONG_EMAIL_PATH,
  WRONG_EMAIL_PHONE_HELD_PATH,
} from '../activation';
import { authApi } from '../api';
import { activationErrorMessage, resendErrorMessage } from '../error-messages';
import { AUTH_NS } from '../i18n';
import '../activation-strings';
import { registrationInfo } from '../registration-info';

/**
 * Verify Your Email (spec 1 §2 /account-activation, §4 Activation): pending → verifying →
 * success (redirect after 1.2 s) or failed (message, try again).
 */
export function ActivationPage() {
  const { t } = useTranslation(AUTH_NS);
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

  // One code per tap: a double tap would mail two codes, and the first one would no longer work.
  // Its failure shows from `resend.error`.
  const sendCode = useSingleFlight(() => resend.mutateAsync().catch(() => undefined));
  // One check per tap: a second request with the code the first one used up would answer
  // "invalid code" beside the success. Its failure shows from `verify.error`.
  const checkCode = useSingleFlight(() => verify.mutateAsync().catch(() => undefined));

  const verified = verify.isSuccess && verify.data.email_verified;
  // Already verified (e.g. a second tab): nothing to do here. Not while our own success shows.
  if (profile?.email_verified && !verify.isSuccess) return <Navigate to="/dashboard" replace />;

  function handleVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email || !canVerify(code) || verify.isPending || verified) return;
    setPendingNotice(false);
    checkCode();
  }

  async function handleWrongEmail() {
    setLeaving(true);
    registrationInfo.clear();
    let released = false;
    if (status !== 'signed-out') {
      // Frees the phone number (and e-mail) of this never-verified account for the new attempt.
      released = await authApi.releaseRegistration().then(
        () => true,
        () => false,
      );
      await logout();
    }
    navigate(released ? WRONG_EMAIL_PATH : WRONG_EMAIL_PHONE_HELD_PATH, { replace: true });
  }

  return (
    <>
      <ScreenTitle title={t('activation.title')}>
        <Text c="dimmed">
          {knownEmail ? (
            <Trans
              t={t}
              i18nKey="activation.sentTo"
              values={{ email: knownEmail }}
              // A long address breaks inside it rather than widening the page on a phone.
              components={{ strong: <strong style={{ overflowWrap: 'anywhere' }} /> }}
            />
          ) : (
            t('activation.enterEmailAndCode')
          )}
        </Text>
      </ScreenTitle>
      <form onSubmit={handleVerify} noValidate>
        <Stack>
          {!knownEmail && (
            <TextInput
              label={t('activation.email')}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              value={typedEmail}
              onChange={(event) => setTypedEmail(event.currentTarget.value)}
              description={email ? undefined : translateMessage(MESSAGES.activation.emailRequired)}
            />
          )}
          <TextInput
            label={t('activation.code')}
            description={translateMessage(MESSAGES.activation.codeRequired)}
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
              {translateMessage(MESSAGES.activation.success)}
            </Alert>
          )}
          {pendingNotice && (
            <Alert color="yellow" role="status">
              {translateMessage(MESSAGES.activation.pending)}
            </Alert>
          )}
          {verify.isError && (
            <Alert color="red" title={t('activation.failed')}>
              {translateMessage(activationErrorMessage(verify.error))}
            </Alert>
          )}
          {resendNotice && (
            <Alert color="blue" icon={<IconMailForward aria-hidden />} role="status">
              {translateMessage(resend.data?.detail || MESSAGES.activation.resendSuccess)}
            </Alert>
          )}
          {resend.isError && (
            <Alert color="red" title={t('activation.couldNotResend')}>
              {translateMessage(resendErrorMessage(resend.error))}
            </Alert>
          )}
          <Button
            type="submit"
            fullWidth
            {...busyButtonProps(verify.isPending, !email || !canVerify(code) || verified)}
          >
            {t('activation.verify')}
          </Button>
          {/* Side by side only where the card is wide enough for both labels: at 390 px, and in
              Kiswahili on a desktop's narrow card, half the width cut them. */}
          <SimpleGrid type="container" cols={{ base: 1, '460px': 2 }} spacing="xs">
            <Button
              variant="subtle"
              onClick={sendCode}
              {...busyButtonProps(resend.isPending, !email || verified)}
            >
              {t('activation.resend')}
            </Button>
            <Button
              variant="subtle"
              color="gray"
              onClick={() => setConfirmWrongEmail(true)}
              disabled={verified}
            >
              {t('activation.wrongEmail')}
            </Button>
          </SimpleGrid>
          <Text size="sm" ta="center" c="dimmed">
            {t('activation.noCode')}{' '}
            <Anchor href={needHelpHref(email)}>{t('activation.needHelp')}</Anchor>
          </Text>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirmWrongEmail}
        title={t('activation.confirmTitle')}
        message={t('activation.confirmMessage')}
        confirmLabel={t('activation.changeEmail')}
        loading={leaving}
        onConfirm={() => void handleWrongEmail()}
        onClose={() => setConfirmWrongEmail(false)}
      />
    </>
  );
}
