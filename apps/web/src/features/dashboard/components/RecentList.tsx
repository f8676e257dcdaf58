import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import stretched from '../../../components/StretchedLink.module.css';
import { useTranslation } from '../../../i18n/react';
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
          // Starts with the words shown ('View all', 'Ona zote') in both languages (WCAG 2.5.3).
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

/**
 * One row: the title is the link, stretched over the row so the whole row opens it; its name is
 * the title the reader sees, then `status` (not shown: the badge shows it).
 */
export function RecentItem({
  to,
  status,
  title,
  detail,
  badge,
  badgeColor,
}: {
  to: string;
  status: string;
  title: string;
  detail: ReactNode;
  badge: string;
  badgeColor: string;
}) {
  return (
    <li>
      <Card withBorder padding="sm" radius="md" className={stretched.row}>
        {/* The badge sits beside the title, or under it when both do not fit (a long badge on a phone). */}
        <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 10rem' }}>
            <Anchor
              component={Link}
              to={to}
              fw={600}
              size="sm"
              c="inherit"
              underline="never"
              className={stretched.control}
            >
              {title}
              <VisuallyHidden>{`, ${status}`}</VisuallyHidden>
            </Anchor>
            <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {detail}
            </Text>
          </Stack>
          <Badge color={badgeColor} variant="light" style={{ flexShrink: 0 }} aria-hidden>
            {badge}
          </Badge>
        </Group>
      </Card>
    </li>
  );
}
