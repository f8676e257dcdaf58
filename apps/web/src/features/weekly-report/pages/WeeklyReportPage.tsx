import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, todayIso } from '@ptlog/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../app/session/SessionProvider';
import { QueryErrorAlert } from '../../../components/LoadErrorAlert';
import { RefreshFailedNotice } from '../../../components/RefreshFailedNotice';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { useAnswerOrKept } from '../../../lib/kept-answers';
import { useCalendar } from '../../calendar/api';
import { isNotFound, keptWeek, useWeeklyReport } from '../api';
import { DailyLogTable } from '../components/DailyLogTable';
import { OfflineCopyNote } from '../components/OfflineCopyNote';
import { ReportHeader } from '../components/ReportHeader';
import { ReportNotFound } from '../components/ReportNotFound';
import { ReportSkeleton } from '../components/ReportSkeleton';
import { ReportView } from '../components/ReportView';
import { SectionCard } from '../components/SectionCard';
import { WEEKLY_REPORT_NS } from '../i18n';
import { collegeHeading, dailyLogRows, parseWeekParam } from '../report-view';
import { WEEK_STATUS_COLORS, weekWithoutReportStatus } from '../week-cards';

/** /weekly-report/{weekNumber} (spec 1 §2): one week's log book page. */
export function WeeklyReportPage() {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const week = parseWeekParam(useParams().weekNumber);
  return (
    <Stack maw={1000}>
      <Anchor component={Link} to="/dashboard" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('page.back')}
        </Group>
      </Anchor>
      {/* One week per mount: its reads, and the copy kept of them, are that week's. */}
      {week === null ? <WeekNotFound /> : <WeeklyReport key={week} week={week} />}
    </Stack>
  );
}

function WeeklyReport({ week }: { week: number }) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const report = useWeeklyReport(week);
  // Offline, the copy of the week kept on this device stands in, until the call answers again.
  const shown = useAnswerOrKept(report, () => keptWeek(week));
  const calendar = useCalendar();
  const { profile } = useSession();
  const college = collegeHeading(profile?.program);
  // The server's date decides which days can be logged; the device clock only stands in.
  const today = calendar.data?.today ?? todayIso();

  // A re-read that failed (after an AI answer was lost, or the supervisor returned the week)
  // leaves the week as last read: the student is told before editing it.
  const stale = report.isRefetchError ? (
    <RefreshFailedNotice
      loadedAt={report.dataUpdatedAt}
      retrying={report.isFetching}
      onRetry={() => void report.refetch()}
    />
  ) : (
    <OfflineCopyNote kept={shown.kept} />
  );
  if (shown.data?.id != null) {
    return (
      <>
        {stale}
        <ReportView
          report={shown.data}
          college={college}
          today={today}
          offline={shown.kept !== null}
        />
      </>
    );
  }
  if (shown.data) {
    // No weekly report yet: the days logged so far, then the one action that starts it (ADR 9).
    const days = shown.data;
    const state = weekWithoutReportStatus(days, today);
    return (
      <Stack>
        {stale}
        <ReportHeader
          week={week}
          college={college}
          dates={{ start: days.start_date, end: days.end_date }}
        />
        <Badge color={WEEK_STATUS_COLORS[state]} variant="light" w="fit-content">
          {t('page.weekStatus', { week, status: t(`weekStatus.${state}`) })}
        </Badge>
        {days.daily_reports.length > 0 && (
          <SectionCard id="daily-log-heading" title={t('dailyLog.title')}>
            <DailyLogTable
              rows={dailyLogRows(days)}
              totalHours={days.total_hours}
              labelledBy="daily-log-heading"
            />
          </SectionCard>
        )}
        <ReportNotFound week={week} loggedDays={days.daily_reports.length} />
      </Stack>
    );
  }
  if (report.isPending) return <ReportSkeleton />;
  if (isNotFound(report.error)) {
    const dates = calendar.data?.weeks.find((entry) => entry.week_number === week);
    return (
      <Stack>
        <ReportHeader
          week={week}
          college={college}
          dates={dates ? { start: dates.start_date, end: dates.end_date } : null}
        />
        <ReportNotFound week={week} />
      </Stack>
    );
  }
  return (
    <QueryErrorAlert
      title={t('page.loadFailed')}
      notKept={t('page.notKept', { week })}
      query={report}
    />
  );
}

function WeekNotFound() {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  return (
    <Card withBorder padding="xl" radius="md">
      <Stack align="center" ta="center" gap="sm">
        <Title order={1} size="h3">
          {translateMessage(MESSAGES.weekly.weekNotFound)}
        </Title>
        <Text c="dimmed">{t('page.weeksRange')}</Text>
        <Button component={Link} to="/weekly-report" variant="light">
          {t('page.goToWeekly')}
        </Button>
      </Stack>
    </Card>
  );
}
