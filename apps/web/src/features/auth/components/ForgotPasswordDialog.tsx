import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES, ZForgotPasswordInput } from '@ptlog/shared';
import { useMutation } from '@tanstack/react-query';
import { zodValidate } from '../../../lib/zod-form';
import { authApi } from '../api';
import { forgotPasswordErrorMessage } from '../error-messages';

interface ForgotPasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Pre-fills the e-mail, e.g. with what was typed as the username. */
  initialEmail?: string;
}

/** 'Forgot password?' on the login screen: mails a reset link (spec 1 §2 /login). */
export function ForgotPasswordDialog({ opened, onClose, initialEmail }: ForgotPasswordDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Reset Password" centered>
      {/* Mounted only while open, so every opening starts from a clean form. */}
      {opened && <ForgotPasswordForm onClose={onClose} initialEmail={initialEmail ?? ''} />}
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
  const form = useForm({
    initialValues: { email: initialEmail.includes('@') ? initialEmail : '' },
    validate: zodValidate(ZForgotPasswordInput),
  });
  const send = useMutation({
    // Sent as typed; the server trims and lower-cases it.
    mutationFn: (email: string) => authApi.forgotPassword({ email }),
  });

  if (send.isSuccess) {
    return (
      <Stack>
        <Alert color="green" title="Check your inbox">
          {send.data?.detail || MESSAGES.forgotPassword.sent}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit((values) => send.mutate(values.email))} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          Enter the e-mail address of your account and we will send you a link to set a new
          password.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          data-autofocus
          {...form.getInputProps('email')}
        />
        {send.isError && (
          <Alert color="red" title="Could not send the link">
            {forgotPasswordErrorMessage(send.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send Reset Link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
