import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type TPlacementCalendar, WORKING_DAYS } from '@ptlog/shared';
import {
  IconAlertCircle,
  IconArrowRight,
  IconCircleCheck,
  IconHourglass,
  IconMessageCircle,
  IconSend,
  IconSignature,
} from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { formatList, relativeTimeFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import type { TFunction } from '../../../i18n/translator';
import { dateRangeLabel, longDayLabel, weekdayName } from '../../../lib/day-format';
import { submitWeekPath } from '../../weekly-report/submit-link';
import { DASHBOARD_NS } from '../i18n';
import {
  dayPath,
  nextStepPath,
  type TNextStep,
  type TThisWeek,
  type TWaitingWeek,
  type TWeeksToFinish,
  waitsForStudent,
} from '../this-week';
import { useThisWeek } from '../this-week-data';
import { ThisWeekShape } from './DashboardSkeleton';

/**
 * Where the student stands this week, at a glance on a phone: days logged, the days up to today
 * still to log (each a link to that day), one next step, and earlier weeks not signed yet
 * (returned by the supervisor, filled in and ready to submit, partly logged, submitted but not
 * sent to the supervisor, or waiting for the supervisor).
 */
export function ThisWeekCard({ calendar }: { calendar: TPlacementCalendar }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const titleId = useId();
  const { view, failed } = useThisWeek(calendar);
  return (
    <Card component="section" aria-labelledby={titleId} withBorder padding="lg" radius="md">
      <Group justify="space-between" gap={4} mb="xs" wrap="wrap">
        <Title order={2} size="h4" id={titleId}>
          {t('thisWeek.title')}
        </Title>
        {view?.kind === 'during' && (
          <Text size="sm" c="dimmed">
            {t('thisWeek.week', {
              week: view.week,
              dates: dateRangeLabel(view.monday, view.friday),
            })}
          </Text>
        )}
      </Group>
      {view ? (
        <ThisWeekBody view={view} />
      ) : failed ? (
        <Text size="sm" c="dimmed">
          {t('thisWeek.loadFailed')}
        </Text>
      ) : (
        <Stack role="progressbar" aria-busy="true" aria-label={t('thisWeek.loading')} gap="xs">
          <ThisWeekShape />
        </Stack>
      )}
    </Card>
  );
}

function ThisWeekBody({ view }: { view: TThisWeek }) {
  const { t } = useTranslation(DASHBOARD_NS);
  if (view.kind === 'before') {
    return <Text size="sm">{t('thisWeek.before', { date: longDayLabel(view.startDate) })}</Text>;
  }
  if (view.kind === 'after') {
    return (
      <Stack gap="xs">
        <Text size="sm">{t('thisWeek.after')}</Text>
        {hasWeeksToFinish(view) ? (
          <WeeksToFinish weeks={view} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('thisWeek.allSigned')}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Text fw={600}>
        {t('thisWeek.logged', { logged: view.logged, total: WORKING_DAYS.length })}
      </Text>
      {view.missing.length > 0 && (
        <Group gap={6} wrap="wrap" align="center">
          <Text size="sm" c="dimmed">
            {t('thisWeek.missing', { count: view.missing.length })}
          </Text>
          {view.missing.map((date) => (
            // A button-sized link: on a phone it is a 40 px target (app/theme/tap-targets.css).
            <Button
              key={date}
              component={Link}
              to={dayPath(view.week, date)}
              variant="light"
              size="compact-sm"
              aria-label={t('thisWeek.dayLink', { day: longDayLabel(date) })}
            >
              {weekdayName(date)}
            </Button>
          ))}
        </Group>
      )}
      <NextStep step={view.next} />
      <WeeksToFinish weeks={view} />
    </Stack>
  );
}

function NextStep({ step }: { step: TNextStep }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const path = nextStepPath(step);
  if (step.kind === 'waitingForSupervisor') {
    return <WaitingWeeks weeks={[step]} />;
  }
  if (step.kind === 'weekDone') {
    return <Text size="sm">{t('thisWeek.weekDone', { week: step.week })}</Text>;
  }
  if (step.kind === 'caughtUp' || !path) {
    return (
      <Group gap={6} wrap="nowrap" c="green.8">
        <IconCircleCheck size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">{t('thisWeek.caughtUp')}</Text>
      </Group>
    );
  }
  const label = stepLabel(step, t);
  return (
    <Anchor component={Link} to={path} fw={600}>
      <Group component="span" gap={4} wrap="nowrap">
        {label}
        <IconArrowRight size={16} aria-hidden style={{ flexShrink: 0 }} />
      </Group>
    </Anchor>
  );
}

function stepLabel(
  step: Exclude<TNextStep, { kind: 'caughtUp' | 'weekDone' | 'waitingForSupervisor' }>,
  t: TFunction<typeof DASHBOARD_NS>,
): string {
  switch (step.kind) {
    case 'logDay':
      return t('thisWeek.logDay', { day: weekdayName(step.date) });
    case 'createReport':
      return t('thisWeek.createReport');
    case 'finishReport':
      return t('thisWeek.finishReport');
    case 'submitWeek':
      return t('thisWeek.submitWeek', { week: step.week });
    case 'readComments':
      return t('thisWeek.returnedStep', { week: step.week });
    case 'sendForSignoff':
      return t('thisWeek.sendStep', { week: step.week });
  }
}

const hasWeeksToFinish = (weeks: TWeeksToFinish) =>
  waitsForStudent(weeks) || weeks.waitingWeeks.length > 0;

/** "Weeks 2, 3, 4 and 6" in the reader's language. */
const weekList = (weeks: readonly number[]) => formatList(weeks.map(String));

/**
 * Earlier weeks not signed: returned ones first, then filled-in ones, then those to send to the
 * supervisor, then partly logged ones, then those waiting for the supervisor.
 */
function WeeksToFinish({ weeks }: { weeks: TWeeksToFinish }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const returned = weeks.returnedWeeks[0];
  const filled = weeks.filledWeeks[0];
  const unsent = weeks.unsentWeeks[0];
  return (
    <>
      {returned !== undefined && (
        <WeekNote
          icon={<IconMessageCircle size={18} aria-hidden color="var(--mantine-color-red-7)" />}
          text={t('thisWeek.returned', { week: returned, more: weeks.returnedWeeks.length - 1 })}
          action={t('thisWeek.openWeek', { week: returned })}
          to={`/weekly-report/${returned}`}
        />
      )}
      {filled !== undefined && (
        <WeekNote
          icon={<IconSend size={18} aria-hidden color="var(--mantine-color-orange-7)" />}
          text={t('thisWeek.filled', { week: filled, more: weeks.filledWeeks.length - 1 })}
          action={t('thisWeek.submitWeek', { week: filled })}
          to={submitWeekPath(filled)}
        />
      )}
      {unsent !== undefined && (
        // Sent from the week's page, where its "Send to supervisor" button is.
        <WeekNote
          icon={<IconSignature size={18} aria-hidden color="var(--mantine-color-orange-7)" />}
          text={t('thisWeek.unsent', {
            count: weeks.unsentWeeks.length,
            weeks: weekList(weeks.unsentWeeks),
          })}
          action={t('thisWeek.sendWeek', { week: unsent })}
          to={`/weekly-report/${unsent}`}
        />
      )}
      {weeks.unsubmittedWeeks.length > 0 && <UnsubmittedWeeks weeks={weeks.unsubmittedWeeks} />}
      {weeks.waitingWeeks.length > 0 && <WaitingWeeks weeks={weeks.waitingWeeks} />}
    </>
  );
}

/** Weeks sent to the supervisor, waiting for the answer, and when (the oldest) was sent. */
function WaitingWeeks({ weeks }: { weeks: readonly TWaitingWeek[] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const oldest = Math.max(...weeks.map((week) => week.sentDaysAgo));
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconHourglass
        size={18}
        aria-hidden
        color="var(--mantine-color-indigo-7)"
        style={{ flexShrink: 0 }}
      />
      <Text size="sm">
        {t('thisWeek.waiting', {
          count: weeks.length,
          weeks: weekList(weeks.map((week) => week.week)),
          when: relativeTimeFormat({ numeric: 'auto' }).format(-oldest, 'day'),
        })}
      </Text>
    </Group>
  );
}

/** One earlier week to act on: what is wrong, and a button-sized link to it (40 px on a phone). */
function WeekNote(props: { icon: ReactNode; text: string; action: string; to: string }) {
  return (
    <Group gap="xs" wrap="wrap" align="center">
      {/* Beside its button when both fit; on a phone the button goes under the sentence. */}
      <Group
        gap={6}
        wrap="nowrap"
        align="flex-start"
        style={{ flex: '0 1 auto', minWidth: '14rem' }}
      >
        <span style={{ display: 'flex', flexShrink: 0 }}>{props.icon}</span>
        <Text size="sm">{props.text}</Text>
      </Group>
      <Button component={Link} to={props.to} variant="light" size="compact-sm">
        {props.action}
      </Button>
    </Group>
  );
}

function UnsubmittedWeeks({ weeks }: { weeks: readonly number[] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const first = weeks[0]!;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconAlertCircle
        size={18}
        aria-hidden
        color="var(--mantine-color-orange-7)"
        style={{ flexShrink: 0 }}
      />
      <Text size="sm">
        {t('thisWeek.unsubmitted', { count: weeks.length, weeks: weekList(weeks) })}{' '}
        <Anchor component={Link} to={`/weekly-report/${first}`} size="sm">
          {t('thisWeek.openWeek', { week: first })}
        </Anchor>
      </Text>
    </Group>
  );
}
