import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES, ZForgotPasswordInput } from '@ptlog/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { busyButtonProps } from '../../../components/busy-button';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { focusFirst } from '../../../lib/focus-invalid';
import { useSingleFlight } from '../../../lib/single-flight';
import { zodValidate } from '../../../lib/zod-form';
import { authApi } from '../api';
import { forgotPasswordErrorMessage } from '../error-messages';
import { AUTH_NS } from '../i18n';
import '../forgot-strings';

export interface ForgotPasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Pre-fills the e-mail, e.g. with what was typed as the username. */
  initialEmail?: string;
}

/** 'Forgot password?' on the login screen: mails a reset link (spec 1 §2 /login). */
export function ForgotPasswordDialog({ opened, onClose, initialEmail }: ForgotPasswordDialogProps) {
  const { t } = useTranslation(AUTH_NS);
  // Its code loads when it is first asked for, so it mounts already open and Mantine never sees
  // what had the focus before it: that (the 'Forgot password?' link) gets it back on closing.
  const [opener] = useState(() => document.activeElement);
  const close = () => {
    onClose();
    if (opener instanceof HTMLElement) opener.focus();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('forgot.title')} centered>
      {/* Mounted only while open, so every opening starts from a clean form. */}
      {opened && <ForgotPasswordForm onClose={close} initialEmail={initialEmail ?? ''} />}
    </Modal>
  );
}

function ForgotPasswordForm({
  onClose,
  initialEmail,
}: {
  onClose: () => void;
  initialEmail: string;
}) {
  const { t } = useTranslation(AUTH_NS);
  const form = useForm({
    initialValues: { email: initialEmail.includes('@') ? initialEmail : '' },
    validate: zodValidate(ZForgotPasswordInput),
  });
  const send = useMutation({
    // Sent as typed; the server trims and lower-cases it.
    mutationFn: (email: string) => authApi.forgotPassword({ email }),
  });

  // One mail per tap: a second one would carry a new link, and the first mail's would not work.
  const sendOnce = useSingleFlight((email: string) =>
    send.mutateAsync(email).catch(() => undefined),
  );

  if (send.isSuccess) {
    return (
      <Stack>
        <Alert color="green" title={t('forgot.checkInbox')}>
          {translateMessage(send.data?.detail || MESSAGES.forgotPassword.sent)}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('forgot.close')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={form.onSubmit(
        (values) => sendOnce(values.email),
        (_errors, _values, event) => focusFirst(event?.currentTarget),
      )}
      noValidate
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t('forgot.intro')}
        </Text>
        <TextInput
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          placeholder={t('forgot.emailPlaceholder')}
          data-autofocus
          {...form.getInputProps('email')}
        />
        {send.isError && (
          <Alert color="red" title={t('forgot.couldNotSend')}>
            {translateMessage(forgotPasswordErrorMessage(send.error))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('forgot.cancel')}
          </Button>
          <Button type="submit" {...busyButtonProps(send.isPending)}>
            {t('forgot.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
