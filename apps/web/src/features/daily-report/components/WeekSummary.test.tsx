// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { buildDayTiles, weekSummary } from '../daily-week';
import { WeekSummary } from './WeekSummary';

const DAYS = ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09'];

function summaryOn(today: string) {
  return weekSummary(buildDayTiles({ days: DAYS, reports: [], pending: [], today }), today);
}

async function statusLine(today: string): Promise<string | null> {
  const { unmount } = renderWithProviders(<WeekSummary summary={summaryOn(today)} />);
  const label = await screen.findByText(/^(Status|Hali)$/);
  const text = label.nextElementSibling?.textContent ?? null;
  unmount();
  return text;
}

describe('WeekSummary status line', () => {
  it('reads Upcoming before the week, In Progress within it and Week Ended after it', async () => {
    expect(await statusLine('2026-01-02')).toBe('Upcoming');
    expect(await statusLine('2026-01-07')).toBe('In Progress');
    expect(await statusLine('2026-01-12')).toBe('Week Ended');
  });

  it('reads them in Kiswahili', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    try {
      expect(await statusLine('2026-01-02')).toBe('Inakuja');
      expect(await statusLine('2026-01-07')).toBe('Inaendelea');
      expect(await statusLine('2026-01-12')).toBe('Wiki Imekwisha');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
