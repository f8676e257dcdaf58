import { describe, expect, it } from 'vitest';
import type { TOutboxEntry } from '../../lib/offline-outbox';
import { pendingSummaryBaseOf, pendingSummaryOf, weeklyOutboxKey } from './pending-summary';

const entry = (key: string, body: unknown): TOutboxEntry => ({
  key,
  method: 'PUT',
  path: '/reports/weekly/week/2/',
  body,
  label: 'Weekly report of week 2',
  savedAt: 1,
});

describe('pendingSummaryOf', () => {
  it("finds the week's waiting summary", () => {
    const entries = [entry('daily:2026-01-05', {}), entry(weeklyOutboxKey(2), { summary: 'Hi' })];
    expect(pendingSummaryOf(entries, 2)).toBe('Hi');
    expect(pendingSummaryOf(entries, 3)).toBeNull();
  });

  it('ignores an entry without a summary', () => {
    expect(pendingSummaryOf([entry('weekly:2', null)], 2)).toBeNull();
    expect(pendingSummaryOf([entry('weekly:2', { summary: 4 })], 2)).toBeNull();
  });
});

describe('pendingSummaryBaseOf', () => {
  it('gives the saved summary the waiting one was typed over', () => {
    const waiting = entry(weeklyOutboxKey(2), { summary: 'New', summary_was: 'Old' });
    expect(pendingSummaryBaseOf([waiting], 2)).toBe('Old');
    expect(pendingSummaryBaseOf([waiting], 3)).toBeUndefined();
    expect(
      pendingSummaryBaseOf([entry(weeklyOutboxKey(2), { summary: 'New' })], 2),
    ).toBeUndefined();
  });
});
