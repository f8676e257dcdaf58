// The public sign-off page's week (GET /signoff/{token}/) for unit tests.
import type { TSignoffPage } from '@ptlog/shared';

export function makeSignoffPage(overrides: Partial<TSignoffPage> = {}): TSignoffPage {
  return {
    student_name: 'Asha Mushi',
    registration_number: '2022-04-07788',
    program: 'Civil Engineering',
    company: 'TANROADS, Dodoma',
    week_number: 2,
    start_date: '2026-03-09',
    end_date: '2026-03-13',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((label, index) => ({
      label,
      date: `2026-03-${String(9 + index).padStart(2, '0')}`,
      description: index === 4 ? '' : `Work of ${label}`,
      hours: index === 4 ? 0 : 8,
    })),
    total_hours: 32,
    main_job_title: 'Road survey',
    operations: [{ step: 1, description: 'Set out the levels', tools: 'Level, staff' }],
    message: 'Please sign.',
    supervisor_name: 'Eng. Mwita',
    supervisor_position: 'Site Engineer',
    expires_at: '2026-03-30T10:00:00.000Z',
    signed_in_as_student: false,
    ...overrides,
  };
}
