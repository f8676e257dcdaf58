import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_NS } from '../i18n';

interface RecentListProps {
  title: string;
  viewAllTo: string;
  /** Accessible name of the 'View all' link, e.g. 'View all daily reports'. */
  viewAllLabel: string;
  /** Shown when there is nothing yet, above a button to `viewAllTo` labelled `emptyAction`. */
  emptyText: string;
  emptyAction: string;
  children: ReactNode[];
}

/** A titled list of the newest items, with a link to all of them and an empty state. */
export function RecentList({
  title,
  viewAllTo,
  viewAllLabel,
  emptyText,
  emptyAction,
  children,
}: RecentListProps) {
  const { t } = useTranslation(DASHBOARD_NS);
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
          {t('recent.viewAll')}
        </Anchor>
      </Group>
      {children.length === 0 ? (
        <Stack align="center" gap="xs" py="md" ta="center">
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
          <Button component={Link} to={viewAllTo} size="xs" variant="light">
            {emptyAction}
          </Button>
        </Stack>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
    </Card>
  );
}

/** One row: a whole-row link with a title line, a detail line and a status badge. */
export function RecentItem({
  to,
  label,
  title,
  detail,
  badge,
  badgeColor,
}: {
  to: string;
  label: string;
  title: string;
  detail: ReactNode;
  badge: string;
  badgeColor: string;
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
          <Badge color={badgeColor} variant="light" style={{ flexShrink: 0 }}>
            {badge}
          </Badge>
        </Group>
      </Card>
    </li>
  );
}
