import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  ERROR_CODES,
  formatEatDateTime,
  isSupervisorEmail,
  LIMITS,
  lastWorkingDayFrom,
  MESSAGES,
  type TWeeklyReport,
  type TWeekSignoff,
} from '@ptlog/shared';
import { IconAlertCircle, IconCircleCheck, IconMail, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../app/notify';
import { useSession } from '../../../app/session/SessionProvider';
import { busyButtonProps } from '../../../components/busy-button';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import type { TFunction } from '../../../i18n/translator';
import { isApiError } from '../../../lib/api';
import { spacedDayLabel } from '../../../lib/day-format';
import { useSingleFlight } from '../../../lib/single-flight';
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

/** A sent week's link past its expiry: the supervisor can no longer answer it. */
export function linkExpired(signoff: TWeekSignoff, now = Date.now()): boolean {
  return (
    signoff.state === 'sent' &&
    signoff.expires_at !== null &&
    new Date(signoff.expires_at).getTime() <= now
  );
}

/** 'Eng. Mushi <mushi@example.com>', or the address alone. */
export function recipientOf(name: string | null | undefined, email: string): string {
  const who = name?.trim();
  return who ? `${who} <${email}>` : email;
}

/**
 * The week's sign-off on its page: approved (by whom, when, their comment), returned (the
 * supervisor's comment), or for a submitted week the 'Send to supervisor' button and, once sent,
 * to whom and when (or that the link expired). Without a supervisor e-mail on the profile, or
 * with one that is not an address, a link to the profile takes the button's place.
 */
export function WeekSignoff({ report }: { report: TWeeklyReport }) {
  const { t } = useTranslation(SIGNOFF_NS);
  const { profile } = useSession();
  const { signoff } = report;
  const [asking, setAsking] = useState(false);
  if (signoff.state === 'approved') {
    const comment = signoff.approval_comment?.trim();
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />} title={t('week.approvedTitle')}>
        <Stack gap={4}>
          {comment && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment}
            </Text>
          )}
          <Text size={comment ? 'xs' : 'sm'} c={comment ? 'dimmed' : undefined}>
            {approvedLine(signoff)}
          </Text>
        </Stack>
      </Alert>
    );
  }
  const supervisorEmail = profile?.supervisor_email.trim() ?? null;
  // The server's rule: a value the registration wizard took unchecked is refused when sending.
  const sendable = supervisorEmail === null || isSupervisorEmail(supervisorEmail.toLowerCase());
  const waiting = signoff.state === 'submitted' || signoff.state === 'sent';
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
      {waiting && supervisorEmail === '' && (
        <ToProfile title={t('week.noEmailTitle')} text={t('week.noEmail')} />
      )}
      {waiting && supervisorEmail && !sendable && (
        <ToProfile
          title={t('week.badEmailTitle')}
          text={t('week.badEmail', { email: supervisorEmail })}
        />
      )}
      {waiting && sendable && (
        <Alert
          color={linkExpired(signoff) ? 'orange' : 'blue'}
          icon={<IconMail size={18} />}
          title={t('week.title')}
        >
          <Group justify="space-between" gap="sm">
            {/* A long supervisor address breaks rather than running past a phone's edge. */}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {sentLine(signoff, t)}
            </Text>
            <Button size="xs" onClick={() => setAsking(true)}>
              {signoff.state === 'sent' ? t('week.sendAgain') : t('week.send')}
            </Button>
          </Group>
        </Alert>
      )}
      <RequestDialog
        report={report}
        to={supervisorEmail ? recipientOf(profile?.supervisor_name, supervisorEmail) : null}
        opened={asking}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** Why the week cannot be sent yet, with the way to the profile where that is put right. */
function ToProfile({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation(SIGNOFF_NS);
  return (
    <Alert color="yellow" icon={<IconAlertCircle size={18} />} title={title}>
      <Stack gap={4} align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        <Anchor component={Link} to="/profile" size="sm">
          {t('week.toProfile')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** Where the week stands with the supervisor: how it works, sent to whom and when, or expired. */
function sentLine(signoff: TWeekSignoff, t: TFunction<typeof SIGNOFF_NS>): string {
  if (signoff.state !== 'sent' || !signoff.sent_at) return t('week.howItWorks');
  if (linkExpired(signoff)) {
    return t('week.linkExpired', { date: formatEatDateTime(signoff.expires_at!) });
  }
  const date = formatEatDateTime(signoff.sent_at);
  return signoff.sent_to
    ? t('week.sentTo', { to: signoff.sent_to, date })
    : t('week.sentOn', { date });
}

/** Why a send failed; a week before its last working day (409 week_not_ended, ADR 21) in the reader's words. */
function requestFailureText(
  error: unknown,
  report: Pick<TWeeklyReport, 'week_number' | 'start_date'>,
  t: TFunction<typeof SIGNOFF_NS>,
): string {
  if (!isApiError(error)) return translateMessage(MESSAGES.generic.unexpected);
  if (error.code !== ERROR_CODES.WEEK_NOT_ENDED) return error.detail;
  const day = spacedDayLabel(lastWorkingDayFrom(report.start_date), 'long');
  return t('request.notYet', { week: report.week_number, day });
}

function RequestDialog(props: {
  report: TWeeklyReport;
  /** 'Name <address>' the mail goes to; null while the profile is not known. */
  to: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(SIGNOFF_NS);
  const request = useRequestSignoff(props.report);
  const [message, setMessage] = useState('');
  const tooLong = message.trim().length > LIMITS.SIGNOFF_MESSAGE_MAX;

  // One mail per tap: a double tap would mail the supervisor twice.
  const send = useSingleFlight(() =>
    request.mutateAsync(message.trim()).then(
      (answer) => {
        notify.success(translateMessage(answer.message));
        setMessage('');
        props.onClose();
      },
      (error: unknown) => {
        notify.error(requestFailureText(error, props.report, t));
      },
    ),
  );

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('request.title')}>
      <Stack>
        {props.to && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              {t('request.to')}
            </Text>{' '}
            {props.to}
          </Text>
        )}
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
          <Button onClick={send} {...busyButtonProps(request.isPending, tooLong)}>
            {t('request.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
