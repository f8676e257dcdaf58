import { describe, expect, it } from 'vitest';
import {
  buildWeekCards,
  daysPerWeek,
  logbookProgress,
  weekWithoutReportStatus,
} from './week-cards';
import {
  calendarFixture,
  dailyFixture,
  signoffFixture,
  weeklyFixture,
} from './weekly-report.fixture';

const operation = (description: string) => ({
  id: 1,
  step_number: 1,
  operation_description: description,
  tools_used: '',
  main_job: 5,
});

describe('buildWeekCards', () => {
  it('gives eight cards with the calendar dates', () => {
    const cards = buildWeekCards(calendarFixture(), []);
    expect(cards).toHaveLength(8);
    expect(cards[0]).toMatchObject({ week: 1, startDate: '2026-01-05', endDate: '2026-01-09' });
    expect(cards[7]).toMatchObject({ week: 8, startDate: '2026-02-23', endDate: '2026-02-27' });
  });

  it('keeps an empty past week in progress (it can still be filled), later ones not started', () => {
    const cards = buildWeekCards(calendarFixture(), []);
    expect(cards.map((card) => card.status)).toEqual([
      'in-progress',
      'in-progress',
      ...Array(6).fill('not-started'),
    ]);
    expect(cards[1]!.isCurrent).toBe(true);
    expect(cards[1]!.completion).toBe(0);
    expect(cards[1]!.reportStatus).toBeNull();
  });

  it('counts logged days of a week that has no weekly report yet', () => {
    const cards = buildWeekCards(
      calendarFixture(),
      [],
      daysPerWeek([{ week_number: 1 }, { week_number: 1 }]),
    );
    expect(cards[0]).toMatchObject({ status: 'in-progress', completion: 32, reportStatus: null });
    expect(logbookProgress(cards)).toEqual({ percent: 0, completed: 0, signed: 0 });
  });

  it('computes the completion of a week from its daily reports and operations', () => {
    const report = weeklyFixture({
      daily_reports: [dailyFixture(), dailyFixture({ id: 2, date: '2026-01-06' })],
      main_job: {
        id: 5,
        weekly_report: 10,
        title: 'Panel',
        description: '',
        operations: [operation('Cut the cable')],
      },
    });
    const [first] = buildWeekCards(calendarFixture(), [report]);
    expect(first).toMatchObject({ completion: 52, status: 'in-progress', reportStatus: 'DRAFT' });
  });

  it('counts a submitted or approved week as completed at 100%', () => {
    const cards = buildWeekCards(calendarFixture(), [
      weeklyFixture({ status: 'SUBMITTED' }),
      weeklyFixture({ id: 11, week_number: 3, status: 'APPROVED' }),
    ]);
    expect(cards[0]).toMatchObject({ status: 'completed', completion: 100 });
    expect(cards[2]).toMatchObject({ status: 'completed', completion: 100 });
    expect(logbookProgress(cards)).toEqual({ percent: 25, completed: 2, signed: 0 });
  });

  it('completes a week with five daily reports and a described operation', () => {
    const daily = [5, 6, 7, 8, 9].map((day) => dailyFixture({ id: day, date: `2026-01-0${day}` }));
    const report = weeklyFixture({
      daily_reports: daily,
      main_job: {
        id: 5,
        weekly_report: 10,
        title: 'T',
        description: '',
        operations: [operation('x')],
      },
    });
    const [first] = buildWeekCards(calendarFixture(), [report]);
    expect(first).toMatchObject({ status: 'completed', completion: 100 });
  });
});

describe('logbookProgress', () => {
  it('is 0 with nothing completed', () => {
    expect(logbookProgress(buildWeekCards(calendarFixture(), []))).toEqual({
      percent: 0,
      completed: 0,
      signed: 0,
    });
  });

  it('counts apart the weeks the supervisor signed: submitted and sent weeks are completed, not signed', () => {
    const cards = buildWeekCards(calendarFixture(), [
      weeklyFixture({ week_number: 1, status: 'SUBMITTED' }),
      weeklyFixture({
        id: 11,
        week_number: 2,
        status: 'SUBMITTED',
        signoff: signoffFixture({ state: 'sent', sent_at: '2026-01-16T08:00:00Z' }),
      }),
      weeklyFixture({
        id: 12,
        week_number: 3,
        status: 'APPROVED',
        signoff: signoffFixture({ state: 'approved' }),
      }),
    ]);
    expect(logbookProgress(cards)).toEqual({ percent: 38, completed: 3, signed: 1 });
  });
});

describe('weekWithoutReportStatus (the weekly page of a week without a report)', () => {
  const week = { start_date: '2026-03-09', end_date: '2026-03-13' };
  const days = (count: number) =>
    Array.from({ length: count }, () => ({})) as unknown as Parameters<
      typeof weekWithoutReportStatus
    >[0]['daily_reports'];

  it('stays in progress once the week is over with nothing logged, as on its overview card', () => {
    expect(weekWithoutReportStatus({ ...week, daily_reports: days(0) }, '2026-03-20')).toBe(
      'in-progress',
    );
  });
  it('is in progress during the week, and after it when days were logged', () => {
    expect(weekWithoutReportStatus({ ...week, daily_reports: days(0) }, '2026-03-11')).toBe(
      'in-progress',
    );
    expect(weekWithoutReportStatus({ ...week, daily_reports: days(3) }, '2026-03-20')).toBe(
      'in-progress',
    );
  });
  it('is not started before its Monday', () => {
    expect(weekWithoutReportStatus({ ...week, daily_reports: days(0) }, '2026-03-02')).toBe(
      'not-started',
    );
  });
});
