import {
  Alert,
  Button,
  Card,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { FEEDBACK_TYPES, LIMITS, MESSAGES, type TFeedbackType } from '@ptlog/shared';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../app/notify';
import { isApiError } from '../../../lib/api';
import { humanize } from '../../admin/format';
import { feedbackFailureMessage, useSendFeedback } from '../api';

const TYPE_OPTIONS = FEEDBACK_TYPES.map((type) => ({ value: type, label: humanize(type) }));

/** The Help Center's feedback form (spec 2 §3, §5, §8): Send stays disabled until both are filled. */
export function FeedbackForm() {
  const [type, setType] = useState<TFeedbackType>('bug');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const send = useSendFeedback();
  const fieldErrors = isApiError(send.error) ? send.error.fieldErrors : {};
  const ready = subject.trim() !== '' && message.trim() !== '';

  const submit = () => {
    if (!ready) return;
    send.mutate(
      { type, subject: subject.trim(), message: message.trim() },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          setSent(true);
          setSubject('');
          setMessage('');
        },
        onError: (error) => notify.error(feedbackFailureMessage(error)),
      },
    );
  };

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="feedback-title">
      <form
        noValidate
        aria-labelledby="feedback-title"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="feedback-title">
            Send feedback
          </Title>
          <Text size="sm" c="dimmed">
            Found a bug or have an idea? Tell us; the team reads every message.
          </Text>
          {sent && (
            <Alert
              color="green"
              icon={<IconCircleCheck size={18} />}
              role="status"
              withCloseButton
              onClose={() => setSent(false)}
            >
              {MESSAGES.feedback.success}
            </Alert>
          )}
          <div>
            <Text size="sm" fw={500} mb={4} id="feedback-type">
              Type
            </Text>
            <SegmentedControl
              aria-labelledby="feedback-type"
              data={TYPE_OPTIONS}
              value={type}
              onChange={(value) => setType(value as TFeedbackType)}
              fullWidth
            />
          </div>
          <TextInput
            label="Subject"
            withAsterisk
            maxLength={LIMITS.SUBJECT_MAX}
            value={subject}
            onChange={(event) => {
              setSent(false);
              setSubject(event.currentTarget.value);
            }}
            error={fieldErrors.subject?.[0]}
          />
          <Textarea
            label="Message"
            withAsterisk
            autosize
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
            disabled={!ready}
            loading={send.isPending}
            w={{ base: '100%', sm: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            Send Feedback
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
