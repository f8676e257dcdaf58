import { describe, expect, it } from 'vitest';
import {
  calendarFixture,
  signoffFixture,
  weeklyFixture,
} from '../weekly-report/weekly-report.fixture';
import { nextStepPath, type TThisWeekDay, thisWeekView } from './this-week';

// Week 1 is Mon 5 – Fri 9 Jan 2026, week 2 Mon 12 – Fri 16 Jan, week 8 ends Fri 27 Feb.
const on = (today: string) => calendarFixture({ today });
const day = (date: string, week_number: number): TThisWeekDay => ({ date, week_number });
const week2Days = (...dates: string[]) => dates.map((date) => day(date, 2));
/** Monday to Friday of a week (1..8) logged. */
const fullWeek = (week: number) =>
  calendarFixture().weeks[week - 1]!.days.map((date) => day(date, week));
const finishedDraft = (week_number: number) =>
  weeklyFixture({ week_number, summary: 'Rewound motors.', main_job_title: 'Motor rewinding' });
const returned = (week_number: number) =>
  weeklyFixture({ week_number, signoff: signoffFixture({ state: 'returned' }) });

describe('thisWeekView', () => {
  it('on a Monday with nothing logged, Monday is missing and the step logs it', () => {
    const view = thisWeekView(on('2026-01-12'), [], []);
    expect(view).toMatchObject({
      kind: 'during',
      week: 2,
      monday: '2026-01-12',
      friday: '2026-01-16',
      logged: 0,
      missing: ['2026-01-12'],
      next: { kind: 'logDay', week: 2, date: '2026-01-12' },
      unsubmittedWeeks: [],
    });
  });

  it('never counts a future day as missing, and logs the first missing day', () => {
    const days = week2Days('2026-01-12', '2026-01-14');
    const view = thisWeekView(on('2026-01-15'), days, []);
    expect(view).toMatchObject({
      logged: 2,
      missing: ['2026-01-13', '2026-01-15'],
      next: { kind: 'logDay', date: '2026-01-13' },
    });
    if (view.kind === 'during')
      expect(nextStepPath(view.next)).toBe('/daily-report?week=2&date=2026-01-13');
  });

  it('midweek with every day so far logged and no report: all caught up', () => {
    const days = week2Days('2026-01-12', '2026-01-13', '2026-01-14');
    expect(thisWeekView(on('2026-01-14'), days, [])).toMatchObject({
      logged: 3,
      missing: [],
      next: { kind: 'caughtUp' },
    });
  });

  it('on Friday with every day logged and no report, asks to create the report', () => {
    const days = week2Days('2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15', '2026-01-16');
    const view = thisWeekView(on('2026-01-16'), days, []);
    expect(view).toMatchObject({ logged: 5, next: { kind: 'createReport', week: 2 } });
    if (view.kind === 'during') expect(nextStepPath(view.next)).toBe('/weekly-report/2');
  });

  it('on the weekend, the week is still this week and a missing Friday is missing', () => {
    const days = week2Days('2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15');
    expect(thisWeekView(on('2026-01-18'), days, [])).toMatchObject({
      kind: 'during',
      week: 2,
      missing: ['2026-01-16'],
      next: { kind: 'logDay', date: '2026-01-16' },
    });
  });

  it('asks to finish a report whose summary or main job is empty', () => {
    const days = week2Days('2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15', '2026-01-16');
    const noSummary = weeklyFixture({
      week_number: 2,
      summary: ' ',
      main_job_title: 'Motor rewinding',
    });
    const noJob = weeklyFixture({ week_number: 2, summary: 'Rewound motors.' });
    expect(thisWeekView(on('2026-01-17'), days, [noSummary])).toMatchObject({
      next: { kind: 'finishReport', week: 2 },
    });
    expect(thisWeekView(on('2026-01-17'), days, [noJob])).toMatchObject({
      next: { kind: 'finishReport', week: 2 },
    });
    const finished = weeklyFixture({
      week_number: 2,
      summary: 'Rewound motors.',
      main_job_title: 'Motor rewinding',
    });
    expect(thisWeekView(on('2026-01-14'), days.slice(0, 3), [finished])).toMatchObject({
      next: { kind: 'caughtUp' },
    });
  });

  it('with every day logged and the report written but a draft, asks to submit the week', () => {
    for (const today of ['2026-01-16', '2026-01-18']) {
      const view = thisWeekView(on(today), fullWeek(2), [finishedDraft(2)]);
      expect(view).toMatchObject({ logged: 5, missing: [], next: { kind: 'submitWeek', week: 2 } });
      // The week's page, opened at its Submit Week button; nothing is submitted by the link.
      if (view.kind === 'during') expect(nextStepPath(view.next)).toBe('/weekly-report/2#submit');
    }
  });

  it('once the week is submitted, the step sends it to the supervisor; once approved, nothing is left', () => {
    const submitted = weeklyFixture({ ...finishedDraft(2), status: 'SUBMITTED' });
    expect(thisWeekView(on('2026-01-17'), fullWeek(2), [submitted])).toMatchObject({
      next: { kind: 'sendForSignoff', week: 2 },
    });
    const approved = weeklyFixture({
      ...finishedDraft(2),
      status: 'APPROVED',
      signoff: signoffFixture({ state: 'approved' }),
    });
    expect(thisWeekView(on('2026-01-17'), fullWeek(2), [approved])).toMatchObject({
      next: { kind: 'caughtUp' },
    });
  });

  it('a week the supervisor returned points to its comments first', () => {
    const view = thisWeekView(on('2026-01-17'), fullWeek(2), [returned(2)]);
    expect(view).toMatchObject({ next: { kind: 'readComments', week: 2 } });
    if (view.kind === 'during') expect(nextStepPath(view.next)).toBe('/weekly-report/2');
  });

  it('lists nothing as missing in a week already submitted', () => {
    const submitted = weeklyFixture({ week_number: 2, status: 'SUBMITTED' });
    expect(thisWeekView(on('2026-01-14'), [], [submitted])).toMatchObject({
      missing: [],
      next: { kind: 'sendForSignoff', week: 2 },
    });
  });

  it('names earlier weeks with logged days and no submitted report', () => {
    const days = [day('2026-01-05', 1), day('2026-01-12', 2), day('2026-01-19', 3)];
    const reports = [
      weeklyFixture({ week_number: 1, status: 'DRAFT' }),
      weeklyFixture({ week_number: 2, status: 'APPROVED' }),
    ];
    // Week 3 itself is this week, week 4 has nothing logged: neither is named.
    expect(thisWeekView(on('2026-01-28'), days, reports)).toMatchObject({
      week: 4,
      unsubmittedWeeks: [1, 3],
    });
    expect(thisWeekView(on('2026-01-21'), days, reports)).toMatchObject({
      week: 3,
      unsubmittedWeeks: [1],
    });
  });

  it('sorts earlier weeks into returned, filled in (report a draft or not started) and partly logged', () => {
    const days = [...fullWeek(1), ...fullWeek(2), day('2026-01-19', 3), ...fullWeek(4)];
    const reports = [
      finishedDraft(1),
      weeklyFixture({ week_number: 4, status: 'SUBMITTED' }),
      returned(5),
      // A draft with no day logged is not named (as before).
      weeklyFixture({ week_number: 6 }),
    ];
    // Week 7 (this week): weeks 1 and 2 filled (2 has no report yet), 3 partly, 5 returned.
    expect(thisWeekView(on('2026-02-16'), days, reports)).toMatchObject({
      week: 7,
      returnedWeeks: [5],
      filledWeeks: [1, 2],
      unsubmittedWeeks: [3],
    });
    // Only weeks before this one: in week 2, week 1 alone.
    expect(thisWeekView(on('2026-01-12'), days, reports)).toMatchObject({
      week: 2,
      returnedWeeks: [],
      filledWeeks: [1],
      unsubmittedWeeks: [],
    });
  });

  it('before the placement starts, says when it starts', () => {
    expect(thisWeekView(on('2026-01-04'), [], [])).toEqual({
      kind: 'before',
      startDate: '2026-01-05',
      unsubmittedWeeks: [],
    });
  });

  it('after week 8 (its weekend included), says it is over and names weeks still to submit', () => {
    expect(thisWeekView(on('2026-03-01'), [], [])).toMatchObject({ kind: 'during', week: 8 });
    const days = [day('2026-02-23', 8), day('2026-01-05', 1)];
    const reports = [weeklyFixture({ week_number: 1, status: 'SUBMITTED' })];
    expect(thisWeekView(on('2026-03-02'), days, reports)).toEqual({
      kind: 'after',
      returnedWeeks: [],
      filledWeeks: [],
      unsubmittedWeeks: [8],
      unsentWeeks: [1],
      waitingWeeks: [],
    });
    expect(thisWeekView(on('2026-03-02'), fullWeek(8), [returned(3)])).toEqual({
      kind: 'after',
      returnedWeeks: [3],
      filledWeeks: [8],
      unsubmittedWeeks: [],
      unsentWeeks: [],
      waitingWeeks: [],
    });
  });
});

describe('thisWeekView: weeks and the supervisor', () => {
  // Monday of week 8 (23 Feb 2026), 09:00 EAT.
  const monday8 = on('2026-02-23');
  const now = Date.parse('2026-02-23T06:00:00Z');
  const submitted = (week_number: number) => weeklyFixture({ week_number, status: 'SUBMITTED' });
  const sent = (week_number: number, sent_at: string, expires_at: string) =>
    weeklyFixture({
      week_number,
      status: 'SUBMITTED',
      signoff: signoffFixture({ state: 'sent', sent_at, expires_at }),
    });
  const approved = (week_number: number) =>
    weeklyFixture({
      week_number,
      status: 'APPROVED',
      signoff: signoffFixture({ state: 'approved' }),
    });
  const days = [1, 2, 3, 4, 5, 6, 7].flatMap(fullWeek);

  it('names submitted weeks never sent, or whose link expired, as not signed; sent ones as waiting', () => {
    const reports = [
      approved(1),
      submitted(2),
      // Sent on 3 Feb, its link expired on 17 Feb: to send again.
      sent(3, '2026-02-03T07:00:00Z', '2026-02-17T07:00:00Z'),
      submitted(4),
      // Sent on Friday 20 Feb 22:30 EAT (19:30 UTC): 3 days ago in East Africa.
      sent(5, '2026-02-20T19:30:00Z', '2026-03-06T19:30:00Z'),
      submitted(6),
      returned(7),
    ];
    expect(thisWeekView(monday8, days, reports, now)).toMatchObject({
      week: 8,
      returnedWeeks: [7],
      filledWeeks: [],
      unsubmittedWeeks: [],
      unsentWeeks: [2, 3, 4, 6],
      waitingWeeks: [{ week: 5, sentDaysAgo: 3 }],
      next: { kind: 'logDay', week: 8 },
    });
  });

  it('a link that expires this very moment counts as expired', () => {
    const reports = [sent(2, '2026-02-09T06:00:00Z', '2026-02-23T06:00:00Z')];
    expect(thisWeekView(monday8, days, reports, now)).toMatchObject({
      unsentWeeks: [2],
      waitingWeeks: [],
    });
    expect(thisWeekView(monday8, days, reports, now - 1)).toMatchObject({
      unsentWeeks: [],
      waitingWeeks: [{ week: 2, sentDaysAgo: 14 }],
    });
  });

  it('this week submitted but not sent: the step sends it; sent: the step says it waits', () => {
    const saturday = on('2026-02-28');
    const view = thisWeekView(saturday, fullWeek(8), [submitted(8)], now);
    expect(view).toMatchObject({ next: { kind: 'sendForSignoff', week: 8 } });
    if (view.kind === 'during') expect(nextStepPath(view.next)).toBe('/weekly-report/8');
    const waiting = thisWeekView(
      saturday,
      fullWeek(8),
      [sent(8, '2026-02-27T10:00:00Z', '2026-03-13T10:00:00Z')],
      Date.parse('2026-02-28T10:00:00Z'),
    );
    expect(waiting).toMatchObject({
      next: { kind: 'waitingForSupervisor', week: 8, sentDaysAgo: 1 },
    });
    if (waiting.kind === 'during') expect(nextStepPath(waiting.next)).toBeNull();
    expect(thisWeekView(saturday, fullWeek(8), [approved(8)], now)).toMatchObject({
      next: { kind: 'caughtUp' },
    });
  });

  it('is never all caught up while an earlier week waits for a step by the student', () => {
    // Wednesday of week 3, Monday to Wednesday logged: this week is up to date.
    const thisWeek = [day('2026-01-19', 3), day('2026-01-20', 3), day('2026-01-21', 3)];
    const wednesday = on('2026-01-21');
    expect(thisWeekView(wednesday, thisWeek, [submitted(1)], now)).toMatchObject({
      unsentWeeks: [1],
      next: { kind: 'weekDone', week: 3 },
    });
    expect(thisWeekView(wednesday, thisWeek, [returned(2)], now)).toMatchObject({
      next: { kind: 'weekDone', week: 3 },
    });
    // A week waiting for the supervisor needs nothing of the student.
    const waiting = sent(1, '2026-01-19T06:00:00Z', '2026-02-02T06:00:00Z');
    expect(
      thisWeekView(wednesday, thisWeek, [waiting, approved(2)], Date.parse('2026-01-21T06:00:00Z')),
    ).toMatchObject({
      unsentWeeks: [],
      waitingWeeks: [{ week: 1, sentDaysAgo: 2 }],
      next: { kind: 'caughtUp' },
    });
  });

  it('after the placement, names every week not signed, and nothing once all are approved', () => {
    const over = on('2026-03-02');
    expect(thisWeekView(over, fullWeek(8), [approved(7), submitted(8)], now)).toEqual({
      kind: 'after',
      returnedWeeks: [],
      filledWeeks: [],
      unsubmittedWeeks: [],
      unsentWeeks: [8],
      waitingWeeks: [],
    });
    expect(thisWeekView(over, fullWeek(8), [approved(7), approved(8)], now)).toEqual({
      kind: 'after',
      returnedWeeks: [],
      filledWeeks: [],
      unsubmittedWeeks: [],
      unsentWeeks: [],
      waitingWeeks: [],
    });
  });
});
