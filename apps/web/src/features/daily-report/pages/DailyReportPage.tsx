import { Alert, Button, Card, Grid, Skeleton, Stack } from '@mantine/core';
import { IconNotebook, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DeferredMount } from '../../../components/DeferredMount';
import { QueryErrorAlert } from '../../../components/LoadErrorAlert';
import { RefreshFailedNotice } from '../../../components/RefreshFailedNotice';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api';
import { keptCalendar, useCalendar } from '../../calendar/api';
import { keptDailyWeek, useDailyWeek } from '../api';
import { DayPanel } from '../components/DayPanel';
import { DayTiles, DayTilesSkeleton } from '../components/DayTiles';
import { useDailyOutbox } from '../components/useDailyOutbox';
import { WeekSelector } from '../components/WeekSelector';
import { WeekSummary } from '../components/WeekSummary';
import { buildDayTiles, resolveSelection, weekSummary } from '../daily-week';
import { createDayDrafts, type TDayDrafts } from '../day-drafts';
import { DAILY_REPORT_NS } from '../i18n';

/** /daily-report?week=&date= (spec 1 §2): log hours and work for each day of a week. */
export function DailyReportPage() {
  const { t } = useTranslation(DAILY_REPORT_NS);
  const calendar = useCalendar();
  const [params, setParams] = useSearchParams();
  // Offline, the copies kept on this device stand in, until the calls answer again.
  const calendarData = calendar.data ?? (isOffline(calendar.error) ? keptCalendar() : null);
  const selection = calendarData
    ? resolveSelection(calendarData, { week: params.get('week'), date: params.get('date') })
    : null;
  const week = useDailyWeek(selection?.week ?? null);
  const weekData =
    week.data ?? (selection && isOffline(week.error) ? keptDailyWeek(selection.week) : null);
  const fromDevice = (calendarData !== null && !calendar.data) || (weekData !== null && !week.data);
  const pending = useDailyOutbox();
  // Unsaved text of each day, kept on this device for this account (day-drafts.ts).
  const [drafts] = useState(() => createDayDrafts());

  const selectWeek = (next: number) => setParams({ week: String(next) }, { replace: true });
  const selectDate = (date: string) =>
    setParams({ week: String(selection?.week ?? 1), date }, { replace: true });

  return (
    <Stack maw={1100}>
      <ScreenTitle title={t('page.title')} description={t('page.description')} />
      {calendar.isPending && <DailySkeleton />}
      {calendar.isError && !calendarData && (
        <QueryErrorAlert
          title={t('page.calendarFailed')}
          notKept={t('page.calendarNotKept')}
          query={calendar}
        />
      )}
      {fromDevice && (
        <Alert color="yellow" icon={<IconWifiOff size={18} />} role="status">
          {t('page.offlineCopy')}
        </Alert>
      )}
      {calendarData && selection && (
        <>
          <WeekSelector
            week={selection.week}
            weekDates={calendarData.weeks.find((entry) => entry.week_number === selection.week)}
            onChange={selectWeek}
          />
          {week.isRefetchError && (
            <RefreshFailedNotice
              loadedAt={week.dataUpdatedAt}
              retrying={week.isFetching}
              onRetry={() => void week.refetch()}
            />
          )}
          {week.isPending && <DayTilesSkeleton />}
          {week.isError && !weekData && (
            <QueryErrorAlert
              title={t('page.weekFailed', { week: selection.week })}
              notKept={t('page.weekNotKept', { week: selection.week })}
              query={week}
            />
          )}
          {weekData && (
            <DeferredMount fallback={<DayTilesSkeleton />}>
              <WeekContent
                weekNumber={selection.week}
                date={selection.date}
                today={calendarData.today}
                days={
                  calendarData.weeks.find((entry) => entry.week_number === selection.week)?.days ??
                  []
                }
                reports={weekData.results}
                weekLocked={weekData.week_locked}
                drafts={drafts}
                pending={pending}
                onSelect={selectDate}
              />
            </DeferredMount>
          )}
        </>
      )}
    </Stack>
  );
}

/** The call failed for want of a network (not a refusal by the server). */
const isOffline = (error: unknown) => isApiError(error) && error.kind === 'network';

type TWeekContentProps = {
  weekNumber: number;
  date: string;
  today: string;
  days: readonly string[];
  weekLocked: boolean;
  drafts: TDayDrafts;
  onSelect: (date: string) => void;
} & Pick<Parameters<typeof buildDayTiles>[0], 'reports' | 'pending'>;

function WeekContent({
  weekNumber,
  date,
  today,
  days,
  reports,
  weekLocked,
  drafts,
  pending,
  onSelect,
}: TWeekContentProps) {
  const { t } = useTranslation(DAILY_REPORT_NS);
  const tiles = buildDayTiles({ days, reports, pending, today });
  const selected = tiles.find((tile) => tile.date === date) ?? tiles[0];
  return (
    <>
      <DayTiles tiles={tiles} selectedDate={selected?.date ?? ''} onSelect={onSelect} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selected && (
            <DayPanel tile={selected} week={weekNumber} weekLocked={weekLocked} drafts={drafts} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <WeekSummary summary={weekSummary(tiles, today)} />
            <Button
              component={Link}
              to={`/weekly-report/${weekNumber}`}
              variant="light"
              leftSection={<IconNotebook size={16} />}
              fullWidth
            >
              {t('page.openWeekReport', { week: weekNumber })}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

function DailySkeleton() {
  const { t } = useTranslation(DAILY_REPORT_NS);
  return (
    <Stack role="progressbar" aria-busy="true" aria-label={t('page.loading')}>
      <Skeleton height={36} width={280} />
      <DayTilesSkeleton />
      <Card withBorder padding="lg" radius="md">
        <Skeleton height={20} width="40%" mb="md" />
        <Skeleton height={36} width={220} mb="md" />
        <Skeleton height={110} />
      </Card>
    </Stack>
  );
}
