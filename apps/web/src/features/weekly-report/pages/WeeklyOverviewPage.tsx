import { SimpleGrid, Stack } from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { useNavigate } from 'react-router';
import { notify } from '../../../app/notify';
import { QueryErrorAlert } from '../../../components/LoadErrorAlert';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { useCalendar } from '../../calendar/api';
import { useGenerateWeeklyReport, useWeekCards } from '../api';
import { BeginJourney } from '../components/BeginJourney';
import { DownloadAllButtons } from '../components/DownloadAllButtons';
import { LogbookProgress } from '../components/LogbookProgress';
import { OverviewSkeleton } from '../components/OverviewSkeleton';
import { WeekCard } from '../components/WeekCard';
import { logbookProgress } from '../week-cards';

/** /weekly-report (spec 1 §2): the log book overview, one card per placement week. */
export function WeeklyOverviewPage() {
  const calendar = useCalendar();
  const { cards, reports, days } = useWeekCards(calendar.data);
  const generate = useGenerateWeeklyReport();
  const navigate = useNavigate();

  function handleStart() {
    generate.mutate(1, {
      onSuccess: () => navigate('/weekly-report/1'),
      onError: () => notify.error(MESSAGES.weekly.createFailed),
    });
  }

  const failed = [calendar, reports, days].find((query) => query.isError && !query.data);
  let content = <OverviewSkeleton />;
  if (failed) {
    content = <QueryErrorAlert title="Could not load your weekly reports" query={failed} />;
  } else if (cards && reports.data) {
    // Logged days count as a start: the journey has begun before any weekly report exists.
    const nothingLogged = reports.data.results.length === 0 && days.data?.size === 0;
    content = (
      <>
        {nothingLogged ? (
          <BeginJourney starting={generate.isPending} onStart={handleStart} />
        ) : (
          <>
            <LogbookProgress {...logbookProgress(cards)} />
            <DownloadAllButtons reports={reports.data.results} />
          </>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
          {cards.map((card) => (
            <WeekCard key={card.week} card={card} />
          ))}
        </SimpleGrid>
      </>
    );
  }

  return (
    <Stack maw={1200}>
      <ScreenTitle
        title="Weekly Reports"
        description="Your log book: one report for each of the 8 weeks of your placement."
      />
      {content}
    </Stack>
  );
}
