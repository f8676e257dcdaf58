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
import { MESSAGES, type TAdminDashboardStats } from '@ptlog/shared';
import {
  IconActivity,
  IconChartLine,
  IconChevronRight,
  IconMail,
  IconMessage,
  IconReceipt2,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { useUnhandledFeedbackCount } from '../../feedback/api';
import { useAdminDashboard } from '../api';
import { PaymentNumbersAlert } from '../components/PaymentNumbersAlert';
import { PlacementStartCard } from '../components/PlacementStartCard';
import { RecentAiUsageList, RecentUsersList } from '../components/RecentPeople';
import { StatGrid } from '../components/StatGrid';
import { dashboardStats } from '../dashboard-stats';
import { formatDay, personName } from '../format';
import { ADMIN_NS } from '../i18n';

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
        {loading ? (
          <Skeleton height={200} role="progressbar" aria-label={loadingLabel} />
        ) : (
          children
        )}
      </Card>
    </Grid.Col>
  );
}

interface StaffScreen {
  to: string;
  label: string;
  text: string;
  icon: typeof IconUsers;
  /** What waits there, once the dashboard's figures are in, and the line that says it. */
  waiting?: { of: (stats: TAdminDashboardStats) => number; text: string };
}

const SCREENS: StaffScreen[] = [
  {
    to: '/admin/users',
    label: 'dashboard.screen.users',
    text: 'dashboard.screen.usersText',
    icon: IconUsers,
  },
  {
    to: '/admin/billing',
    label: 'dashboard.screen.billing',
    text: 'dashboard.screen.billingText',
    icon: IconReceipt2,
    // The morning's first question: how many payments wait for a decision.
    waiting: { of: (stats) => stats.pending_payments, text: 'dashboard.screen.billingWaiting' },
  },
  {
    to: '/admin/analytics',
    label: 'dashboard.screen.analytics',
    text: 'dashboard.screen.analyticsText',
    icon: IconChartLine,
  },
  {
    to: '/admin/activity',
    label: 'dashboard.screen.activity',
    text: 'dashboard.screen.activityText',
    icon: IconActivity,
  },
  {
    to: '/admin/email-broadcast',
    label: 'dashboard.screen.broadcast',
    text: 'dashboard.screen.broadcastText',
    icon: IconMail,
  },
];

/** A link to another staff screen: its name, a line about it, and a count that waits there. */
function ScreenLink({
  to,
  label,
  text,
  icon: Icon,
  waiting,
}: {
  to: string;
  label: string;
  text: string;
  icon: typeof IconUsers;
  waiting?: number;
}) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      p="md"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Group wrap="nowrap" justify="space-between" gap="xs">
        <Group wrap="nowrap" gap="sm">
          <Icon
            size={22}
            aria-hidden
            color="var(--mantine-primary-color-filled)"
            style={{ flexShrink: 0 }}
          />
          <div>
            <Text fw={600} size="sm">
              {label}
            </Text>
            <Text size="xs" c="dimmed">
              {text}
            </Text>
          </div>
        </Group>
        <Group wrap="nowrap" gap={4} style={{ flexShrink: 0 }}>
          {/* The line above says the number in words; the badge is for the eye. */}
          {waiting ? (
            <Badge variant="filled" aria-hidden>
              {waiting}
            </Badge>
          ) : null}
          <IconChevronRight size={16} aria-hidden />
        </Group>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The Help Center's feedback waits in the Email Broadcast screen's second tab: this card takes
 * staff there directly and says how many messages are not handled yet.
 */
function FeedbackInboxLink() {
  const { t } = useTranslation(ADMIN_NS);
  const waiting = useUnhandledFeedbackCount();
  return (
    <ScreenLink
      to="/admin/email-broadcast?tab=feedback"
      label={t('dashboard.screen.feedback')}
      text={
        waiting === undefined
          ? t('dashboard.screen.feedbackText')
          : t('dashboard.screen.feedbackWaiting', { count: waiting })
      }
      icon={IconMessage}
      waiting={waiting}
    />
  );
}

/** /admin (spec 2 §2): figures, the 5 newest users and AI uses, the other staff screens. */
export function AdminDashboardPage() {
  const { t } = useTranslation(ADMIN_NS);
  const dashboard = useAdminDashboard();
  const data = dashboard.data;
  return (
    <Stack maw={1280} gap="md">
      <ScreenTitle
        title={t('dashboard.title')}
        description={
          data
            ? t('dashboard.welcome', {
                name: personName(data.user.first_name, data.user.last_name, data.user.username),
              })
            : t('dashboard.staffArea')
        }
      />
      <PaymentNumbersAlert />
      {dashboard.isError && !data ? (
        <LoadErrorAlert
          title={translateMessage(MESSAGES.admin.dashboardFailed)}
          error={dashboard.error}
          retrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <StatGrid
          label={t('dashboard.figures')}
          cols={5}
          stats={data ? dashboardStats(t, data) : undefined}
        />
      )}

      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="sm"
        component="nav"
        aria-label={t('dashboard.screens')}
      >
        {SCREENS.map((screen) => {
          const waiting = data && screen.waiting ? screen.waiting.of(data) : undefined;
          return (
            <ScreenLink
              key={screen.to}
              to={screen.to}
              label={t(screen.label)}
              text={
                waiting === undefined || !screen.waiting
                  ? t(screen.text)
                  : t(screen.waiting.text, { count: waiting })
              }
              icon={screen.icon}
              waiting={waiting}
            />
          );
        })}
        <FeedbackInboxLink />
      </SimpleGrid>

      {/* After a failed load the alert above says so: no panels waiting for figures that never come. */}
      {!(dashboard.isError && !data) && (
        <Grid gap="md">
          <DashboardPanel
            id="recent-users"
            title={t('dashboard.recentUsers')}
            loading={!data}
            loadingLabel={t('dashboard.loadingRecentUsers')}
          >
            {data && (
              <RecentUsersList
                label={t('dashboard.recentUsers')}
                users={data.recent_users}
                joinedText={(date) => t('dashboard.joined', { date: formatDay(date) })}
              />
            )}
          </DashboardPanel>
          <DashboardPanel
            id="recent-ai"
            title={t('dashboard.recentAi')}
            loading={!data}
            loadingLabel={t('dashboard.loadingRecentAi')}
          >
            {data && <RecentAiUsageList logs={data.recent_ai_logs} />}
          </DashboardPanel>
        </Grid>
      )}

      <PlacementStartCard />
    </Stack>
  );
}
