import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

interface RecentListProps {
  title: string;
  viewAllTo: string;
  /** Accessible name of the 'View all' link, e.g. 'View all daily reports'. */
  viewAllLabel: string;
  /** Shown when there is nothing yet. */
  empty: ReactNode;
  children: ReactNode[];
}

/** A titled list of the newest items, with a link to all of them and an empty state. */
export function RecentList({ title, viewAllTo, viewAllLabel, empty, children }: RecentListProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      withBorder
      padding="lg"
      radius="md"
      h="100%"
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Anchor
          component={Link}
          to={viewAllTo}
          size="sm"
          aria-label={viewAllLabel}
          style={{ whiteSpace: 'nowrap' }}
        >
          View all
        </Anchor>
      </Group>
      {children.length === 0 ? (
        empty
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
    </Card>
  );
}

/** One row: a whole-row link with a title line, a detail line and a badge. */
export function RecentItem({
  to,
  label,
  title,
  detail,
  badge,
}: {
  to: string;
  label: string;
  title: string;
  detail: ReactNode;
  badge: ReactNode;
}) {
  return (
    <li>
      <Card
        component={Link}
        to={to}
        aria-label={label}
        withBorder
        padding="sm"
        radius="md"
        style={{ textDecoration: 'none', color: 'inherit' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {title}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {detail}
            </Text>
          </Stack>
          {badge}
        </Group>
      </Card>
    </li>
  );
}

export function EmptyRecent({ text, action }: { text: string; action: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="md" ta="center">
      <Text c="dimmed" size="sm">
        {text}
      </Text>
      {action}
    </Stack>
  );
}
