import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { TRoadmapNodeState } from '@ptlog/shared';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { roadmapNodes } from '../dashboard';
import classes from './WeekRoadmap.module.css';

const STATE_CLASS: Record<TRoadmapNodeState, string | undefined> = {
  completed: classes.completed,
  'in-progress': classes.inProgress,
  upcoming: classes.upcoming,
};

/** The 8 weeks: completed, the current one in progress (pulsing), later ones locked. */
export function WeekRoadmap({ currentWeek }: { currentWeek: number }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} withBorder padding="lg" radius="md">
      <Title order={2} size="h4" id={titleId} mb="md">
        Your 8-week roadmap
      </Title>
      <SimpleGrid cols={{ base: 4, sm: 8 }} spacing={4} verticalSpacing="xs">
        {roadmapNodes(currentWeek).map((node) => (
          <Link
            key={node.week}
            to={`/weekly-report/${node.week}`}
            aria-label={node.label}
            aria-current={node.state === 'in-progress' ? 'step' : undefined}
            className={classes.node}
          >
            <span className={`${classes.circle} ${STATE_CLASS[node.state] ?? ''}`} aria-hidden>
              {node.state === 'completed' ? (
                <IconCheck size={18} />
              ) : node.state === 'upcoming' ? (
                <IconLock size={16} />
              ) : (
                node.week
              )}
            </span>
            <Text size="xs" fw={node.state === 'in-progress' ? 700 : 500} aria-hidden>
              Week {node.week}
            </Text>
          </Link>
        ))}
      </SimpleGrid>
    </Card>
  );
}
