import {
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
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { useAdminDashboard } from '../api';
import { PlacementStartCard } from '../components/PlacementStartCard';
import { RecentAiUsageList, RecentUsersList } from '../components/RecentPeople';
import { StatGrid } from '../components/StatGrid';
import { dashboardStats } from '../dashboard-stats';
import { formatDay, personName } from '../format';

/** A half-width dashboard card with a heading; a skeleton stands in while loading. */
function DashboardPanel({
  id,
  title,
  loading,
  loadingLabel,
  children,
}: {
  id: string;
  title: string;
  loading: boolean;
  loadingLabel: string;
  children: ReactNode;
}) {
  return (
    <Grid.Col span={{ base: 12, md: 6 }}>
      <Card withBorder radius="md" component="section" aria-labelledby={id} h="100%">
        <Title order={2} size="h4" id={id} mb="sm">
          {title}
        </Title>
        {loading ? <Skeleton height={200} aria-label={loadingLabel} /> : children}
      </Card>
    </Grid.Col>
  );
}

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
        <DashboardPanel
          id="recent-users"
          title="Recent users"
          loading={!data}
          loadingLabel="Loading recent users"
        >
          {data && (
            <RecentUsersList
              label="Recent users"
              users={data.recent_users}
              joinedText={(date) => `joined ${formatDay(date)}`}
            />
          )}
        </DashboardPanel>
        <DashboardPanel
          id="recent-ai"
          title="Recent AI usage"
          loading={!data}
          loadingLabel="Loading recent AI usage"
        >
          {data && <RecentAiUsageList logs={data.recent_ai_logs} />}
        </DashboardPanel>
      </Grid>

      <PlacementStartCard />
    </Stack>
  );
}
