import { SimpleGrid, Stack } from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { useNavigate } from 'react-router';
import { notify } from '../../../app/notify';
import { DeferredMount } from '../../../components/DeferredMount';
import { QueryErrorAlert } from '../../../components/LoadErrorAlert';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { useTranslation } from '../../../i18n/react';
import { useAnswerOrKept } from '../../../lib/kept-answers';
import { useSingleFlight } from '../../../lib/single-flight';
import {
  keptLoggedDays,
  useCalendarOrKept,
  useGenerateWeeklyReport,
  useLoggedDays,
  useWeekCards,
} from '../api';
import { BeginJourney } from '../components/BeginJourney';
import { DownloadAllButtons } from '../components/DownloadAllButtons';
import { LogbookProgress } from '../components/LogbookProgress';
import { OfflineCopyNote } from '../components/OfflineCopyNote';
import { OverviewSkeleton } from '../components/OverviewSkeleton';
import { WeekCard } from '../components/WeekCard';
import { draftWeeks } from '../export-kiswahili';
import { noAnswerOr } from '../failures';
import { WEEKLY_REPORT_NS } from '../i18n';
import { logbookProgress } from '../week-cards';

/** /weekly-report (spec 1 §2): the log book overview, one card per placement week. */
export function WeeklyOverviewPage() {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  // Offline, the copies kept on this device stand in, until the calls answer again.
  const calendar = useCalendarOrKept();
  const { cards, list, failed: listFailed, kept } = useWeekCards(calendar.data);
  const loggedDays = useAnswerOrKept(useLoggedDays(), keptLoggedDays);
  const offline = kept ?? calendar.kept ?? loggedDays.kept;
  const generate = useGenerateWeeklyReport();
  const navigate = useNavigate();

  // One week 1 per tap: a second request would find it made and show a failure.
  const handleStart = useSingleFlight(() =>
    generate.mutateAsync(1).then(
      () => navigate('/weekly-report/1'),
      (error: unknown) => notify.error(noAnswerOr(error, MESSAGES.weekly.createFailed)),
    ),
  );

  const failed = calendar.query.isError && !calendar.data ? calendar.query : listFailed;
  let content = <OverviewSkeleton />;
  if (failed) {
    content = <QueryErrorAlert title={t('overview.loadFailed')} query={failed} />;
  } else if (cards && list) {
    // Logged days count as a start: the journey has begun before any weekly report exists.
    const nothingLogged = list.results.length === 0 && loggedDays.data?.results.length === 0;
    content = (
      <DeferredMount fallback={<OverviewSkeleton />}>
        {nothingLogged ? (
          <BeginJourney starting={generate.isPending} onStart={handleStart} />
        ) : (
          <>
            <LogbookProgress {...logbookProgress(cards)} />
            <DownloadAllButtons
              reports={list.results}
              drafts={draftWeeks(list.results, loggedDays.data?.results ?? [])}
              offline={offline !== null}
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
      {!failed && <OfflineCopyNote kept={offline} />}
      {content}
    </Stack>
  );
}
