// Test data for the weekly report's pure logic (used by *.test.ts only).
import type { TDailyReport, TPlacementCalendar, TWeeklyReport, TWeekSignoff } from '@ptlog/shared';

export function calendarFixture(overrides: Partial<TPlacementCalendar> = {}): TPlacementCalendar {
  const weeks = Array.from({ length: 8 }, (_, index) => {
    const monday = new Date(Date.UTC(2026, 0, 5 + index * 7));
    const days = Array.from({ length: 5 }, (_, day) =>
      new Date(monday.getTime() + day * 86_400_000).toISOString().slice(0, 10),
    );
    return { week_number: index + 1, start_date: days[0]!, end_date: days[4]!, days };
  });
  return {
    start_date: '2026-01-05',
    end_date: '2026-02-27',
    current_week: 2,
    today: '2026-01-14',
    weeks,
    ...overrides,
  };
}

export function dailyFixture(overrides: Partial<TDailyReport> = {}): TDailyReport {
  return {
    id: 1,
    date: '2026-01-05',
    week_number: 1,
    description: 'Wired a control panel',
    hours_spent: 8,
    is_submitted: false,
    is_editable: true,
    student_name: 'Asha Mushi',
    skills_learned: '',
    challenges_faced: '',
    supervisor_feedback: '',
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** The sign-off block of a week never sent to a supervisor. */
export function signoffFixture(overrides: Partial<TWeekSignoff> = {}): TWeekSignoff {
  return {
    state: 'draft',
    sent_at: null,
    sent_to: null,
    expires_at: null,
    approved_by: null,
    approved_position: null,
    approved_at: null,
    approval_comment: null,
    returned_by: null,
    returned_at: null,
    return_comment: null,
    ...overrides,
  };
}

export function weeklyFixture(overrides: Partial<TWeeklyReport> = {}): TWeeklyReport {
  return {
    id: 10,
    week_number: 1,
    start_date: '2026-01-05',
    end_date: '2026-01-09',
    total_hours: 0,
    status: 'DRAFT',
    summary: '',
    main_job_title: '',
    main_job_description: '',
    main_job: null,
    daily_reports: [],
    daily_monday: '',
    daily_tuesday: '',
    daily_wednesday: '',
    daily_thursday: '',
    daily_friday: '',
    hours_monday: 0,
    hours_tuesday: 0,
    hours_wednesday: 0,
    hours_thursday: 0,
    hours_friday: 0,
    is_enhanced: false,
    enhancement_date: null,
    completion: 0,
    signoff: signoffFixture(),
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
