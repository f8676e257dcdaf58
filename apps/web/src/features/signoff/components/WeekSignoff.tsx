import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { formatEatDateTime, LIMITS, MESSAGES, type TWeeklyReport } from '@ptlog/shared';
import { IconCircleCheck, IconMail, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../app/notify';
import { isApiError } from '../../../lib/api';
import { useRequestSignoff } from '../api';

/** "Approved by Eng. Juma (Site Engineer) on 18-03-2026 13:00 EAT" from a week's sign-off. */
export function approvedLine(signoff: TWeeklyReport['signoff']): string | null {
  if (!signoff.approved_by || !signoff.approved_at) return null;
  const who = signoff.approved_position
    ? `${signoff.approved_by} (${signoff.approved_position})`
    : signoff.approved_by;
  return MESSAGES.signoff.approvedBy(who, formatEatDateTime(signoff.approved_at));
}

/**
 * The week's sign-off on its page: approved (by whom, when), returned (the supervisor's
 * comment), or for a submitted week the 'Send to supervisor' button and, once sent, when.
 */
export function WeekSignoff({ report }: { report: TWeeklyReport }) {
  const { signoff } = report;
  const [asking, setAsking] = useState(false);
  if (signoff.state === 'approved') {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />} title="Approved by your supervisor">
        {approvedLine(signoff)}
      </Alert>
    );
  }
  return (
    <>
      {signoff.state === 'returned' && signoff.returned_at && (
        <Alert
          color="orange"
          icon={<IconMessageCircle size={18} />}
          title="Returned by your supervisor"
        >
          <Stack gap={4}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {signoff.return_comment}
            </Text>
            <Text size="xs" c="dimmed">
              {signoff.returned_by}, {formatEatDateTime(signoff.returned_at)}. Change the week,
              submit it and send it again.
            </Text>
          </Stack>
        </Alert>
      )}
      {(signoff.state === 'submitted' || signoff.state === 'sent') && (
        <Alert color="blue" icon={<IconMail size={18} />} title="Supervisor sign-off">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {signoff.state === 'sent' && signoff.sent_at
                ? `Sent to your supervisor on ${formatEatDateTime(signoff.sent_at)}; waiting for their answer.`
                : 'Your supervisor signs this week from a link sent by e-mail.'}
            </Text>
            <Button size="xs" onClick={() => setAsking(true)}>
              {signoff.state === 'sent' ? 'Send again' : 'Send to supervisor'}
            </Button>
          </Group>
        </Alert>
      )}
      <RequestDialog weeklyId={report.id} opened={asking} onClose={() => setAsking(false)} />
    </>
  );
}

function RequestDialog(props: { weeklyId: number; opened: boolean; onClose: () => void }) {
  const request = useRequestSignoff(props.weeklyId);
  const [message, setMessage] = useState('');
  const tooLong = message.trim().length > LIMITS.SIGNOFF_MESSAGE_MAX;

  function send() {
    request.mutate(message.trim(), {
      onSuccess: (answer) => {
        notify.success(answer.message);
        setMessage('');
        props.onClose();
      },
      onError: (error) => {
        notify.error(isApiError(error) ? error.detail : MESSAGES.generic.unexpected);
      },
    });
  }

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Send to supervisor">
      <Stack>
        <Text size="sm">
          Your supervisor gets an e-mail with a link to read this week and approve it or return it
          with a comment. The link works once, for 14 days.
        </Text>
        <Textarea
          label="Message to your supervisor (optional)"
          autosize
          minRows={3}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={tooLong ? MESSAGES.signoff.messageTooLong : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button onClick={send} loading={request.isPending} disabled={tooLong}>
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
