import { Card, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import type { TLogbookWeekStatus, TPlacementCalendar } from '@ptlog/shared';
import { IconCheck, IconLock, IconPencil } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { useTranslation } from '../../../i18n/react';
import { useWeekCards } from '../../weekly-report/api';
import { roadmapNodes } from '../dashboard';
import { DASHBOARD_NS } from '../i18n';
import classes from './WeekRoadmap.module.css';

const STATE_CLASS: Record<TLogbookWeekStatus, string | undefined> = {
  completed: classes.completed,
  'in-progress': classes.inProgress,
  'not-started': classes.upcoming,
};

// Icons only: a number in the circle would read '2 Week 2', which is not the link's name
// 'Week 2: in progress' (speech users say what they see, WCAG 2.5.3).
function NodeIcon({ state }: { state: TLogbookWeekStatus }) {
  if (state === 'completed') return <IconCheck size={18} />;
  if (state === 'not-started') return <IconLock size={16} />;
  return <IconPencil size={16} />;
}

/**
 * The 8 weeks in the overview's states (one rule, shared/rules/logbook): completed, in progress
 * (a past week too: it can still be filled), upcoming (locked); the current week pulses.
 */
export function WeekRoadmap({ calendar }: { calendar: TPlacementCalendar }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const titleId = useId();
  // Offline, from the copies kept on this device (the page says so).
  const { cards, reports, days, failed } = useWeekCards(calendar);
  return (
    <Card component="section" aria-labelledby={titleId} withBorder padding="lg" radius="md">
      <Title order={2} size="h4" id={titleId} mb="md">
        {t('roadmap.title')}
      </Title>
      {failed ? (
        <LoadErrorAlert
          title={t('roadmap.loadFailed')}
          error={failed.error}
          retrying={reports.isFetching || days.isFetching}
          onRetry={() => {
            if (reports.isError) void reports.refetch();
            if (days.isError) void days.refetch();
          }}
        />
      ) : !cards ? (
        <Skeleton height={64} role="progressbar" aria-label={t('roadmap.loading')} />
      ) : (
        <SimpleGrid cols={{ base: 4, sm: 8 }} spacing={4} verticalSpacing="xs">
          {roadmapNodes(cards).map((node) => (
            <Link
              key={node.week}
              to={`/weekly-report/${node.week}`}
              aria-label={t('roadmap.node', { week: node.week, state: node.stateWord })}
              aria-current={node.isCurrent ? 'step' : undefined}
              className={classes.node}
            >
              <span
                className={`${classes.circle} ${STATE_CLASS[node.state] ?? ''} ${
                  node.isCurrent ? classes.current : ''
                }`}
                aria-hidden
              >
                <NodeIcon state={node.state} />
              </span>
              <Text size="xs" fw={node.isCurrent ? 700 : 500} aria-hidden>
                {t('roadmap.week', { week: node.week })}
              </Text>
            </Link>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
