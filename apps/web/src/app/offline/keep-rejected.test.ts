// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createDayDrafts } from '../../features/daily-report/day-drafts';
import { summaryDrafts } from '../../features/weekly-report/components/usePendingSummary';
import type { TOutboxEntry } from '../../lib/offline-outbox';
import { storedSession } from '../../lib/session';
import { keepRejectedAsDraft } from './keep-rejected';

const refused = (entry: Pick<TOutboxEntry, 'key' | 'body'>): TOutboxEntry => ({
  method: 'POST',
  path: '/reports/daily/',
  label: 'A change',
  savedAt: Date.parse('2026-01-05T15:00:00Z'),
  ...entry,
});

describe('a change the server refused after it waited on the device', () => {
  beforeEach(() => {
    storedSession.saveAccessToken('token-3');
    storedSession.saveUser({
      id: 3,
      username: 'student3',
      email: 'student3@example.test',
      first_name: 'Asha',
      last_name: 'Mushi',
      is_staff: false,
      profile_picture: null,
      language: 'en',
    });
  });

  it("goes back to its day's form as text not saved yet", () => {
    const kept = keepRejectedAsDraft(
      refused({
        key: 'daily:2026-01-05',
        body: { date: '2026-01-05', week_number: 1, hours_spent: 8, description: 'Wired a panel' },
      }),
    );
    expect(kept).toBe(true);
    expect(createDayDrafts().get('2026-01-05')).toEqual({ hours: 8, description: 'Wired a panel' });
  });

  it("goes back to its week's summary editor", () => {
    expect(keepRejectedAsDraft(refused({ key: 'weekly:2', body: { summary: 'My week' } }))).toBe(
      true,
    );
    expect(summaryDrafts(2).read('')).toBe('My week');
  });

  it('keeps nothing it cannot put back', () => {
    expect(keepRejectedAsDraft(refused({ key: 'weekly:2', body: { summary: '' } }))).toBe(false);
    expect(keepRejectedAsDraft(refused({ key: 'other:1', body: { text: 'x' } }))).toBe(false);
  });
});
