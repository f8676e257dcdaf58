import { Alert, Button, Card, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { FEEDBACK_TYPES, LIMITS, MESSAGES, type TFeedbackType } from '@ptlog/shared';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { busyButtonProps } from '../../../components/busy-button';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { useTranslation } from '../../../i18n/react';
// The shared words ('common' namespace): the success message's close button says Close / Funga.
import '../../../i18n/common';
import { translateMessage } from '../../../i18n/messages';
import { isApiError } from '../../../lib/api';
import { useSingleFlight } from '../../../lib/single-flight';
import { feedbackFailureMessage, useSendFeedback } from '../api';
import { FEEDBACK_NS } from '../i18n';

/**
 * The Help Center's feedback form (spec 2 §3, §5, §8): Send stays disabled until both are filled.
 * The four types are radios that wrap onto a second row on a phone (Kiswahili's names are long).
 */
export function FeedbackForm() {
  const { t } = useTranslation(FEEDBACK_NS);
  const [type, setType] = useState<TFeedbackType>('bug');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const send = useSendFeedback();
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  /** Set by a send: the success message takes the focus once it shows. */
  const focusThanks = useRef(false);
  const fieldErrors = isApiError(send.error) ? send.error.fieldErrors : {};
  const ready = subject.trim() !== '' && message.trim() !== '';

  // One message per tap: a double tap would send the feedback twice.
  const submit = useSingleFlight(() => {
    if (!ready) return;
    return send.mutateAsync({ type, subject: subject.trim(), message: message.trim() }).then(
      // Said once, beside the form (role="status" reads it out; a failure role="alert", from
      // `send.error`), not again as a toast.
      () => {
        focusThanks.current = true;
        setSent(true);
        setSubject('');
        setMessage('');
      },
      () => undefined,
    );
  });

  // Sent, the fields are empty and Send disabled (nothing to send), which drops the focus it kept
  // while busy to the page (WCAG 2.4.3): the success message takes it, and is read out. Not when
  // the reader had gone on to something else outside the form meanwhile.
  useEffect(() => {
    if (!sent || !focusThanks.current) return;
    focusThanks.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && !formRef.current?.contains(active)) return;
    thanksRef.current?.focus();
  }, [sent]);

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="feedback-title">
      <form
        ref={formRef}
        noValidate
        aria-labelledby="feedback-title"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="feedback-title">
            {t('form.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('form.intro')}
          </Text>
          {sent && (
            <Alert
              ref={thanksRef}
              tabIndex={-1}
              color="green"
              icon={<IconCircleCheck size={18} />}
              role="status"
              withCloseButton
              closeButtonLabel={t('common:actions.close')}
              // Its close button leaves with it: the focus goes on to Subject, the first to fill.
              onClose={() => {
                setSent(false);
                subjectRef.current?.focus();
              }}
            >
              {translateMessage(MESSAGES.feedback.success)}
            </Alert>
          )}
          <Radio.Group
            label={t('form.type')}
            value={type}
            onChange={(value) => setType(value as TFeedbackType)}
          >
            <Group gap="md" mt={6} style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
              {FEEDBACK_TYPES.map((value) => (
                <Radio key={value} value={value} label={t(`type.${value}`)} />
              ))}
            </Group>
          </Radio.Group>
          <TextInput
            ref={subjectRef}
            label={t('form.subject')}
            withAsterisk
            maxLength={LIMITS.SUBJECT_MAX}
            value={subject}
            onChange={(event) => {
              setSent(false);
              setSubject(event.currentTarget.value);
            }}
            error={fieldErrors.subject?.[0]}
          />
          <GrowingTextarea
            label={t('form.message')}
            withAsterisk
            minRows={4}
            maxRows={10}
            maxLength={LIMITS.MESSAGE_MAX}
            value={message}
            onChange={(event) => {
              setSent(false);
              setMessage(event.currentTarget.value);
            }}
            error={fieldErrors.message?.[0]}
          />
          {send.isError && (
            <Text size="sm" c="red" role="alert">
              {feedbackFailureMessage(send.error)}
            </Text>
          )}
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            {...busyButtonProps(send.isPending, !ready)}
            w={{ base: '100%', sm: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('form.send')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
