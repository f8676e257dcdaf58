import {
  Badge,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import {
  IconActivity,
  IconChartLine,
  IconChevronRight,
  IconMail,
  IconReceipt2,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { formatDateTime } from '../../billing/format';
import { useAdminDashboard } from '../api';
import { PeopleList, PersonRow } from '../components/PersonRow';
import { PlacementStartCard } from '../components/PlacementStartCard';
import { StatGrid } from '../components/StatGrid';
import { dashboardStats } from '../dashboard-stats';
import { formatCount, formatDay, humanize, personName } from '../format';

const SCREENS = [
  {
    to: '/admin/users',
    label: 'User Management',
    text: 'Find, ban, activate or delete accounts',
    icon: IconUsers,
  },
  {
    to: '/admin/billing',
    label: 'Billing Dashboard',
    text: 'Approve payments, record new ones',
    icon: IconReceipt2,
  },
  {
    to: '/admin/analytics',
    label: 'Analytics',
    text: 'Token use and report activity',
    icon: IconChartLine,
  },
  {
    to: '/admin/activity',
    label: 'Recent Activity',
    text: 'Sign-ups, AI use, staff actions',
    icon: IconActivity,
  },
  {
    to: '/admin/email-broadcast',
    label: 'Email Broadcast',
    text: 'Write to all users or a list',
    icon: IconMail,
  },
];

/** /admin (spec 2 §2): figures, the 5 newest users and AI uses, the other staff screens. */
export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  const data = dashboard.data;
  return (
    <Stack maw={1280} gap="md">
      <ScreenTitle
        title="Admin Dashboard"
        description={
          data
            ? `Welcome, ${personName(data.user.first_name, data.user.last_name, data.user.username)}.`
            : 'The staff area.'
        }
      />
      {dashboard.isError && !data ? (
        <LoadErrorAlert
          title={MESSAGES.admin.dashboardFailed}
          error={dashboard.error}
          retrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <StatGrid label="Staff figures" cols={5} stats={data ? dashboardStats(data) : undefined} />
      )}

      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="sm"
        component="nav"
        aria-label="Staff screens"
      >
        {SCREENS.map((screen) => (
          <UnstyledButton
            key={screen.to}
            component={Link}
            to={screen.to}
            p="md"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <Group wrap="nowrap" justify="space-between" gap="xs">
              <Group wrap="nowrap" gap="sm">
                <screen.icon
                  size={22}
                  aria-hidden
                  color="var(--mantine-primary-color-filled)"
                  style={{ flexShrink: 0 }}
                />
                <div>
                  <Text fw={600} size="sm">
                    {screen.label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {screen.text}
                  </Text>
                </div>
              </Group>
              <IconChevronRight size={16} aria-hidden />
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md" component="section" aria-labelledby="recent-users" h="100%">
            <Title order={2} size="h4" id="recent-users" mb="sm">
              Recent users
            </Title>
            {!data ? (
              <Skeleton height={200} aria-label="Loading recent users" />
            ) : (
              <PeopleList
                label="Recent users"
                empty={MESSAGES.admin.noRecentRegistrations}
                count={data.recent_users.length}
              >
                {data.recent_users.map((user) => (
                  <PersonRow
                    key={user.id}
                    first={user.first_name}
                    last={user.last_name}
                    name={personName(user.first_name, user.last_name, user.username)}
                    detail={`${user.username} · joined ${formatDay(user.date_joined)}`}
                  />
                ))}
              </PeopleList>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md" component="section" aria-labelledby="recent-ai" h="100%">
            <Title order={2} size="h4" id="recent-ai" mb="sm">
              Recent AI usage
            </Title>
            {!data ? (
              <Skeleton height={200} aria-label="Loading recent AI usage" />
            ) : (
              <PeopleList
                label="Recent AI usage"
                empty={MESSAGES.admin.noRecentAiUsage}
                count={data.recent_ai_logs.length}
              >
                {data.recent_ai_logs.map((log) => (
                  <PersonRow
                    key={`${log.created_at}-${log.user__first_name}-${log.enhancement_type}`}
                    first={log.user__first_name}
                    last={log.user__last_name}
                    name={personName(log.user__first_name, log.user__last_name, 'Unknown user')}
                    detail={`${humanize(log.enhancement_type)} · ${humanize(log.content_type)} · ${formatDateTime(log.created_at)}`}
                    right={<Badge variant="light">{formatCount(log.tokens_consumed)} tokens</Badge>}
                  />
                ))}
              </PeopleList>
            )}
          </Card>
        </Grid.Col>
      </Grid>

      <PlacementStartCard />
    </Stack>
  );
}
