import { Alert, Anchor, SimpleGrid, Stack } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/SessionProvider';
import { DeferredMount } from '../../../components/DeferredMount';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { useTranslation } from '../../../i18n/react';
import { useAnswerOrKept } from '../../../lib/kept-answers';
import { useCalendarOrKept } from '../../weekly-report/api';
import { OfflineCopyNote } from '../../weekly-report/components/OfflineCopyNote';
import { keptDashboard, useDashboardData } from '../api';
import { DashboardRestSkeleton, DashboardSkeleton } from '../components/DashboardSkeleton';
import { GreetingCard } from '../components/GreetingCard';
import { QuickActions } from '../components/QuickActions';
import { RecentDailyReports } from '../components/RecentDailyReports';
import { RecentWeeklyReports } from '../components/RecentWeeklyReports';
import { StatsGrid } from '../components/StatsGrid';
import { ThisWeekCard } from '../components/ThisWeekCard';
import { WeekRoadmap } from '../components/WeekRoadmap';
import { firstNameOf } from '../dashboard';
import { DASHBOARD_NS } from '../i18n';

/**
 * /dashboard (spec 1 §2): greeting, current week, roadmap, quick actions, stats, recent reports;
 * ours: a "This week" card (days logged, days to log, the next step) above the roadmap.
 */
export function DashboardPage() {
  const { t } = useTranslation(DASHBOARD_NS);
  const { user, profile } = useSession();
  const dashboard = useDashboardData();
  // Offline, the copies kept on this device stand in, until the calls answer again.
  const shownDashboard = useAnswerOrKept(dashboard, keptDashboard);
  const { query: calendar, ...shownCalendar } = useCalendarOrKept();
  const data = shownDashboard.data;
  const calendarData = shownCalendar.data;
  const failed = (dashboard.isError && !data) || (calendar.isError && !calendarData);

  const retry = () => {
    if (dashboard.isError) void dashboard.refetch();
    if (calendar.isError) void calendar.refetch();
  };

  return (
    <Stack maw={1100}>
      <ScreenTitle title={t('title')} />
      {failed ? (
        <LoadErrorAlert
          title={t('loadFailed')}
          error={dashboard.error ?? calendar.error}
          retrying={dashboard.isFetching || calendar.isFetching}
          onRetry={retry}
        />
      ) : !data || !calendarData ? (
        <DashboardSkeleton />
      ) : (
        <>
          <OfflineCopyNote kept={shownDashboard.kept ?? shownCalendar.kept} />
          <GreetingCard
            firstName={firstNameOf(
              user?.first_name,
              profile?.user_details.first_name,
              data.user.first_name,
            )}
            company={profile?.company_name}
            region={profile?.company_region}
            currentWeek={calendarData.current_week}
            weekDates={calendarData.weeks.find(
              (week) => week.week_number === calendarData.current_week,
            )}
          />
          {!data.profile_complete && (
            <Alert color="yellow" icon={<IconUserExclamation size={18} />}>
              {t('profileIncomplete')}{' '}
              <Anchor component={Link} to="/profile" size="sm">
                {t('completeProfile')}
              </Anchor>
            </Alert>
          )}
          {/* The greeting paints first; the rest follows in React's deferred render, in slices. */}
          <DeferredMount fallback={<DashboardRestSkeleton />}>
            <ThisWeekCard calendar={calendarData} />
            <WeekRoadmap calendar={calendarData} />
            <QuickActions />
            <StatsGrid stats={data.stats} />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <RecentDailyReports reports={data.recent_daily_reports} />
              <RecentWeeklyReports reports={data.recent_weekly_reports} />
            </SimpleGrid>
          </DeferredMount>
        </>
      )}
    </Stack>
  );
}
