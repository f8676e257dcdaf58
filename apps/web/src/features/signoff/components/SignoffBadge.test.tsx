// @vitest-environment happy-dom
import type { TSignoffState } from '@ptlog/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { RecentWeeklyReports } from '../../dashboard/components/RecentWeeklyReports';
import { WeekCard } from '../../weekly-report/components/WeekCard';
import type { TWeekCard } from '../../weekly-report/week-cards';
import { signoffFixture, weeklyFixture } from '../../weekly-report/weekly-report.fixture';

const card = (signoffState: TSignoffState, reportStatus: TWeekCard['reportStatus']): TWeekCard => ({
  week: 3,
  startDate: '2026-01-19',
  endDate: '2026-01-23',
  isCurrent: false,
  status: 'in-progress',
  completion: 60,
  reportStatus,
  signoffState,
});

const report = (week: number, state: TSignoffState, status: 'DRAFT' | 'SUBMITTED' | 'APPROVED') =>
  weeklyFixture({ id: week, week_number: week, status, signoff: signoffFixture({ state }) });

describe('where a week stands with the supervisor, on the overview and the dashboard', () => {
  it('a week card says Returned, Waiting for supervisor or Approved instead of the status', () => {
    const returned = renderWithProviders(<WeekCard card={card('returned', 'DRAFT')} />);
    expect(screen.getByText('Returned')).toBeTruthy();
    expect(screen.queryByText('DRAFT')).toBeNull();
    returned.unmount();

    const sent = renderWithProviders(<WeekCard card={card('sent', 'SUBMITTED')} />);
    expect(screen.getByText('Waiting for supervisor')).toBeTruthy();
    sent.unmount();

    const approved = renderWithProviders(<WeekCard card={card('approved', 'APPROVED')} />);
    expect(screen.getByText('Approved')).toBeTruthy();
    approved.unmount();

    // A draft keeps its status badge.
    renderWithProviders(<WeekCard card={card('draft', 'DRAFT')} />);
    expect(screen.queryByText('Returned')).toBeNull();
    expect(screen.getByText('DRAFT')).toBeTruthy();
  });

  it("the dashboard's recent weeks carry the same badges, in Kiswahili too", async () => {
    const reports = [
      report(3, 'returned', 'DRAFT'),
      report(2, 'sent', 'SUBMITTED'),
      report(1, 'approved', 'APPROVED'),
    ];
    const view = renderWithProviders(<RecentWeeklyReports reports={reports} />);
    expect(screen.getByText('Returned')).toBeTruthy();
    expect(screen.getByText('Waiting for supervisor')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Week 3 .*, returned$/ })).toBeTruthy();
    view.unmount();

    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    try {
      renderWithProviders(<RecentWeeklyReports reports={reports} />);
      expect(screen.getByText('Imerudishwa')).toBeTruthy();
      expect(screen.getByText('Inasubiri msimamizi')).toBeTruthy();
      expect(screen.getByText('Imeidhinishwa')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
