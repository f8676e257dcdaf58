import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatEatDateTime, LIMITS, MESSAGES, type TWeeklyReport } from '@ptlog/shared';
import { IconCircleCheck, IconMail, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { translateMessage } from '../../../i18n/messages';
import { isApiError } from '../../../lib/api';
import { useRequestSignoff } from '../api';
import { SIGNOFF_NS } from '../i18n';

/** "Approved by Eng. Juma (Site Engineer) on 18-03-2026 13:00 EAT" from a week's sign-off. */
export function approvedLine(signoff: TWeeklyReport['signoff']): string | null {
  if (!signoff.approved_by || !signoff.approved_at) return null;
  const who = signoff.approved_position
    ? `${signoff.approved_by} (${signoff.approved_position})`
    : signoff.approved_by;
  return translateMessage(MESSAGES.signoff.approvedBy(who, formatEatDateTime(signoff.approved_at)));
}

/**
 * The week's sign-off on its page: approved (by whom, when), returned (the supervisor's
 * comment), or for a submitted week the 'Send to supervisor' button and, once sent, when.
 */
export function WeekSignoff({ report }: { report: TWeeklyReport }) {
  const { t } = useTranslation(SIGNOFF_NS);
  const { signoff } = report;
  const [asking, setAsking] = useState(false);
  if (signoff.state === 'approved') {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />} title={t('week.approvedTitle')}>
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
          title={t('week.returnedTitle')}
        >
          <Stack gap={4}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {signoff.return_comment}
            </Text>
            <Text size="xs" c="dimmed">
              {t('week.returnedBy', {
                name: signoff.returned_by,
                date: formatEatDateTime(signoff.returned_at),
              })}
            </Text>
          </Stack>
        </Alert>
      )}
      {(signoff.state === 'submitted' || signoff.state === 'sent') && (
        <Alert color="blue" icon={<IconMail size={18} />} title={t('week.title')}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {signoff.state === 'sent' && signoff.sent_at
                ? t('week.sentOn', { date: formatEatDateTime(signoff.sent_at) })
                : t('week.howItWorks')}
            </Text>
            <Button size="xs" onClick={() => setAsking(true)}>
              {signoff.state === 'sent' ? t('week.sendAgain') : t('week.send')}
            </Button>
          </Group>
        </Alert>
      )}
      <RequestDialog weeklyId={report.id} opened={asking} onClose={() => setAsking(false)} />
    </>
  );
}

function RequestDialog(props: { weeklyId: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(SIGNOFF_NS);
  const request = useRequestSignoff(props.weeklyId);
  const [message, setMessage] = useState('');
  const tooLong = message.trim().length > LIMITS.SIGNOFF_MESSAGE_MAX;

  function send() {
    request.mutate(message.trim(), {
      onSuccess: (answer) => {
        notify.success(translateMessage(answer.message));
        setMessage('');
        props.onClose();
      },
      onError: (error) => {
        notify.error(
          isApiError(error) ? error.detail : translateMessage(MESSAGES.generic.unexpected),
        );
      },
    });
  }

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('request.title')}>
      <Stack>
        <Text size="sm">{t('request.text')}</Text>
        <GrowingTextarea
          label={t('request.message')}
          minRows={3}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={tooLong ? translateMessage(MESSAGES.signoff.messageTooLong) : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('request.cancel')}
          </Button>
          <Button onClick={send} loading={request.isPending} disabled={tooLong}>
            {t('request.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
