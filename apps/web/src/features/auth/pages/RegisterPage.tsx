import {
  Alert,
  Anchor,
  Button,
  Flex,
  Group,
  List,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { REGISTER_MESSAGES } from '@ptlog/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/SessionProvider';
import { busyButtonProps } from '../../../components/busy-button';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { readDeviceInfo } from '../../../lib/device';
import { focusFirst } from '../../../lib/focus-invalid';
import { useSingleFlight } from '../../../lib/single-flight';
import { hasErrors } from '../../../lib/zod-form';
import { RegisterStepPersonal } from '../components/RegisterStepPersonal';
import { registerFailure } from '../error-messages';
import { AUTH_NS } from '../i18n';
import { registerDraft } from '../register-draft';
import '../register-strings';
import { loadAuthApi, usePhoneCheck } from '../register-api';
import {
  applyAfter,
  prefetchWizard,
  RegisterStepAcademic,
  RegisterStepAccount,
  registrationInfoStore,
  rules,
  stepDownload,
  TermsModal,
} from '../register-downloads';
import {
  activationPath,
  EMPTY_REGISTER_FORM,
  LAST_STEP,
  nextStep,
  phoneCheckAllowsNext,
  previousStep,
  progressPercent,
  stepOfField,
  type TRegisterFormValues,
  WIZARD_STEPS,
} from '../register-form';

/** Fields of the earlier steps, named in the failure list under 'register.fields'. */
const NAMED_FIELDS = new Set([
  'first_name',
  'last_name',
  'phone_number',
  'email',
  'password',
  'password_confirm',
]);

/** Create Account: the three-step wizard (spec 1 §2 /register, §4 "Registration wizard"). */
export function RegisterPage() {
  const { t } = useTranslation(AUTH_NS);
  const [params] = useSearchParams();
  const wrongEmail = params.get('wrongEmail') === '1';
  // Wrong Email? could not give the old account up: its phone number stays held a while.
  const phoneHeld = wrongEmail && params.get('phoneHeld') === '1';
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  // A reload (say, after leaving the tab to copy the registration number) resumes the wizard.
  const [restored] = useState(() => (wrongEmail ? null : registerDraft.read()));
  const [step, setStep] = useState(restored?.step ?? 0);
  const [termsOpen, setTermsOpen] = useState(false);
  const [emailReset, setEmailReset] = useState(false);
  const [checkingPhone, setCheckingPhone] = useState(false);
  // Next waits for the checks (or Back and Next for a step) still downloading: the button is busy.
  const [preparing, setPreparing] = useState(false);
  const stepRef = useRef<HTMLDivElement>(null);

  const form = useForm<TRegisterFormValues>({
    initialValues: restored?.values ?? EMPTY_REGISTER_FORM,
  });
  const phoneCheck = usePhoneCheck(form.values.phone_number);

  const register = useMutation({
    mutationFn: async (values: TRegisterFormValues) => {
      const [{ authApi }, wizard, { registrationInfo }] = await Promise.all([
        loadAuthApi(),
        rules.start(),
        registrationInfoStore.start(),
      ]);
      const payload = wizard.buildRegisterPayload(values, readDeviceInfo());
      const answer = await authApi.register(payload);
      return { info: wizard.registrationInfoFrom(payload), registrationInfo, answer };
    },
    onSuccess: async ({ info, registrationInfo, answer }) => {
      registerDraft.clear();
      registrationInfo.save(info);
      // Activation first: it stays open while the new (unverified) session loads.
      navigate(activationPath(answer.user.email), { replace: true });
      await signIn({ access: answer.access }, answer.user);
    },
    onError: (error) => {
      const { fieldErrors } = registerFailure(error, form.getValues().phone_number);
      if (hasErrors(fieldErrors)) form.setErrors(fieldErrors);
    },
  });
  const resetRegister = register.reset;
  const resetForm = form.reset;

  // Wrong Email? on the activation screen lands here: start over with nothing kept.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each arrival (location.key)
  useEffect(() => {
    if (!wrongEmail) return;
    resetForm();
    resetRegister();
    void registrationInfoStore
      .start()
      .then(({ registrationInfo }) => registrationInfo.clear())
      .catch(() => undefined);
    registerDraft.clear();
    setStep(0);
    setEmailReset(true);
  }, [wrongEmail, location.key, resetForm, resetRegister]);

  // Kept while the wizard is open (passwords never); cleared once registered.
  useEffect(() => {
    if (!register.isSuccess) registerDraft.save(step, form.values);
  }, [step, form.values, register.isSuccess]);

  /** Waits for `loading`, the buttons busy meanwhile. */
  async function prepare<T>(loading: Promise<T>): Promise<T> {
    setPreparing(true);
    try {
      return await loading;
    } finally {
      setPreparing(false);
    }
  }

  async function goToStep(target: number) {
    const waiting = stepDownload(target);
    if (waiting) await prepare(waiting);
    applyAfter(waiting !== null, () => setStep(target));
    focusFirst(stepRef.current, 'input:not([readonly]), select');
  }

  const failure = register.isError
    ? registerFailure(register.error, register.variables?.phone_number)
    : null;
  // Problems with fields of earlier steps are listed here too: step 3 does not show them.
  const earlierStepErrors = failure
    ? Object.entries(failure.fieldErrors).filter(
        ([field, message]) => (stepOfField(field) ?? 0) < LAST_STEP && message !== failure.message,
      )
    : [];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitStep();
  }

  // One step at a time: a double tap on Register (or Next) lands twice before `isPending`
  // re-renders, and a second registration would answer 'already registered' beside the first.
  const submitStep = useSingleFlight(async () => {
    if (register.isPending || checkingPhone) return;
    const loaded = rules.arrived();
    const { validateStep } = loaded ?? (await prepare(rules.start()));
    const values = form.getValues();
    const errors = validateStep(step, values);
    if (hasErrors(errors)) {
      applyAfter(loaded === null, () => form.setErrors(errors));
      focusFirst(stepRef.current);
      return;
    }
    if (step === 0) {
      setCheckingPhone(true);
      const check = await phoneCheck.ensure().finally(() => setCheckingPhone(false));
      if (!phoneCheckAllowsNext(check)) {
        // The server's words (its check answers 200, not an error the client translates).
        form.setFieldError('phone_number', translateMessage(check.message));
        focusFirst(stepRef.current);
        return;
      }
    }
    if (step < LAST_STEP) {
      await goToStep(nextStep(step));
      return;
    }
    // Earlier steps were checked on the way, but a Back-and-edit may have broken them since.
    for (let earlier = 0; earlier < LAST_STEP; earlier += 1) {
      const earlierErrors = validateStep(earlier, values);
      if (hasErrors(earlierErrors)) {
        form.setErrors(earlierErrors);
        await goToStep(earlier);
        return;
      }
    }
    await register.mutateAsync(values).catch(() => undefined);
  });

  return (
    <>
      <ScreenTitle title={t('register.title')} description={t('register.description')} />
      {emailReset && (
        <Alert
          color="green"
          title={t('register.emailReset')}
          icon={<IconCircleCheck aria-hidden />}
          role="status"
          mb="md"
          withCloseButton
          closeButtonLabel={t('register.dismiss')}
          onClose={() => setEmailReset(false)}
        >
          {translateMessage(REGISTER_MESSAGES.wrongEmailReset)}
          {phoneHeld && (
            <Text size="sm" mt={4}>
              {translateMessage(REGISTER_MESSAGES.wrongEmailPhoneHeld)}
            </Text>
          )}
        </Alert>
      )}
      {restored && restored.step > 0 && (
        <Alert color="blue" role="status" mb="md">
          {t('register.restored')}
        </Alert>
      )}
      <Stack gap={6} mb="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('register.stepOf', { step: step + 1, total: WIZARD_STEPS.length })}
          </Text>
          <Group gap="sm" visibleFrom="xs" aria-hidden>
            {WIZARD_STEPS.map((name, index) => (
              <Text
                key={name}
                size="xs"
                fw={index === step ? 700 : 400}
                c={index === step ? undefined : 'dimmed'}
              >
                {t(`register.steps.${name}`)}
              </Text>
            ))}
          </Group>
        </Group>
        <Progress value={progressPercent(step)} aria-label={t('register.progress')} />
        <Title order={2} size="h4" mt={4}>
          {t(`register.steps.${WIZARD_STEPS[step] ?? 'personalInfo'}`)}
        </Title>
      </Stack>
      {/* The later steps' downloads start as the student starts filling in the form. */}
      <form onSubmit={handleSubmit} onFocus={prefetchWizard} noValidate>
        <Stack>
          <div ref={stepRef}>
            {step === 0 && (
              <RegisterStepPersonal
                form={form}
                phoneCheck={{ result: phoneCheck.result, checking: phoneCheck.checking }}
              />
            )}
            {step === 1 && (
              <RegisterStepAccount form={form} onOpenTerms={() => setTermsOpen(true)} />
            )}
            {step === 2 && <RegisterStepAcademic form={form} />}
          </div>
          {step === LAST_STEP && failure && (
            <Alert color="red" title={t('register.failed')}>
              {translateMessage(failure.message)}
              {earlierStepErrors.length > 0 && (
                <List size="sm" mt="xs">
                  {earlierStepErrors.map(([field, message]) => (
                    <List.Item key={field}>
                      {t('register.fieldError', {
                        field: NAMED_FIELDS.has(field) ? t(`register.fields.${field}`) : field,
                        message: translateMessage(message),
                      })}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          {/* On a phone the buttons stack, the main action on top; side by side from xs up. */}
          <Flex
            direction={{ base: 'column-reverse', xs: 'row' }}
            justify={step === 0 ? 'flex-end' : 'space-between'}
            gap="sm"
            mt="xs"
          >
            {step > 0 && (
              <Button
                type="button"
                variant="default"
                onClick={() => {
                  register.reset();
                  void goToStep(previousStep(step));
                }}
                disabled={register.isPending}
              >
                {t('register.back')}
              </Button>
            )}
            <Button
              type="submit"
              {...busyButtonProps(register.isPending || checkingPhone || preparing)}
            >
              {step === LAST_STEP ? t('register.complete') : t('register.next')}
            </Button>
          </Flex>
          <Text size="sm" ta="center">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to="/login">
              {t('register.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
      {/* Mounted closed with the account step (its chunk arrives with that step's). */}
      {step > 0 && (
        <Suspense fallback={null}>
          <TermsModal
            opened={termsOpen}
            onClose={() => setTermsOpen(false)}
            onAgree={() => {
              form.setFieldValue('accept_terms', true);
              setTermsOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
