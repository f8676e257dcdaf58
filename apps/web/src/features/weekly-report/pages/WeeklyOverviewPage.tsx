import { SimpleGrid, Stack } from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../app/notify';
import { DeferredMount } from '../../../components/DeferredMount';
import { QueryErrorAlert } from '../../../components/LoadErrorAlert';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { useSingleFlight } from '../../../lib/single-flight';
import { useCalendar } from '../../calendar/api';
import { useGenerateWeeklyReport, useLoggedDays, useWeekCards } from '../api';
import { BeginJourney } from '../components/BeginJourney';
import { DownloadAllButtons } from '../components/DownloadAllButtons';
import { LogbookProgress } from '../components/LogbookProgress';
import { OverviewSkeleton } from '../components/OverviewSkeleton';
import { WeekCard } from '../components/WeekCard';
import { draftWeeks } from '../export-kiswahili';
import { noAnswerOr } from '../failures';
import { WEEKLY_REPORT_NS } from '../i18n';
import { logbookProgress } from '../week-cards';

/** /weekly-report (spec 1 §2): the log book overview, one card per placement week. */
export function WeeklyOverviewPage() {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const calendar = useCalendar();
  const { cards, reports, days } = useWeekCards(calendar.data);
  const loggedDays = useLoggedDays();
  const generate = useGenerateWeeklyReport();
  const navigate = useNavigate();

  // One week 1 per tap: a second request would find it made and show a failure.
  const handleStart = useSingleFlight(() =>
    generate.mutateAsync(1).then(
      () => navigate('/weekly-report/1'),
      (error: unknown) => notify.error(noAnswerOr(error, MESSAGES.weekly.createFailed)),
    ),
  );

  const failed = [calendar, reports, days].find((query) => query.isError && !query.data);
  let content = <OverviewSkeleton />;
  if (failed) {
    content = <QueryErrorAlert title={t('overview.loadFailed')} query={failed} />;
  } else if (cards && reports.data) {
    // Logged days count as a start: the journey has begun before any weekly report exists.
    const nothingLogged = reports.data.results.length === 0 && days.data?.size === 0;
    content = (
      <DeferredMount fallback={<OverviewSkeleton />}>
        {nothingLogged ? (
          <BeginJourney starting={generate.isPending} onStart={handleStart} />
        ) : (
          <>
            <LogbookProgress {...logbookProgress(cards)} />
            <DownloadAllButtons
              reports={reports.data.results}
              drafts={draftWeeks(reports.data.results, loggedDays.data?.results ?? [])}
            />
          </>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
          {cards.map((card) => (
            <WeekCard key={card.week} card={card} />
          ))}
        </SimpleGrid>
      </DeferredMount>
    );
  }

  return (
    <Stack maw={1200}>
      <ScreenTitle title={t('overview.title')} description={t('overview.description')} />
      {content}
    </Stack>
  );
}
