import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type TPlacementCalendar, WORKING_DAYS } from '@ptlog/shared';
import { IconAlertCircle, IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { locale } from '../../../i18n/format';
import { dateRangeLabel, longDayLabel, weekdayName } from '../../../lib/day-format';
import { DASHBOARD_NS } from '../i18n';
import { dayPath, nextStepPath, type TNextStep, type TThisWeek } from '../this-week';
import { useThisWeek } from '../this-week-data';
import { ThisWeekShape } from './DashboardSkeleton';

/**
 * Where the student stands this week, at a glance on a phone: days logged, the days up to today
 * still to log (each a link to that day), one next step, and earlier weeks not yet submitted.
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
        {view.unsubmittedWeeks.length > 0 ? (
          <UnsubmittedWeeks weeks={view.unsubmittedWeeks} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('thisWeek.allSubmitted')}
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
      {view.unsubmittedWeeks.length > 0 && <UnsubmittedWeeks weeks={view.unsubmittedWeeks} />}
    </Stack>
  );
}

function NextStep({ step }: { step: TNextStep }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const path = nextStepPath(step);
  if (step.kind === 'caughtUp' || !path) {
    return (
      <Group gap={6} wrap="nowrap" c="green.8">
        <IconCircleCheck size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">{t('thisWeek.caughtUp')}</Text>
      </Group>
    );
  }
  const label =
    step.kind === 'logDay'
      ? t('thisWeek.logDay', { day: weekdayName(step.date) })
      : t(step.kind === 'createReport' ? 'thisWeek.createReport' : 'thisWeek.finishReport');
  return (
    <Anchor component={Link} to={path} fw={600}>
      <Group component="span" gap={4} wrap="nowrap">
        {label}
        <IconArrowRight size={16} aria-hidden style={{ flexShrink: 0 }} />
      </Group>
    </Anchor>
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
        {t('thisWeek.unsubmitted', {
          count: weeks.length,
          weeks: new Intl.ListFormat(locale(), { type: 'conjunction' }).format(weeks.map(String)),
        })}{' '}
        <Anchor component={Link} to={`/weekly-report/${first}`} size="sm">
          {t('thisWeek.openWeek', { week: first })}
        </Anchor>
      </Text>
    </Group>
  );
}
