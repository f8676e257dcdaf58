// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { dailyFixture, weeklyFixture } from '../weekly-report.fixture';
import { DownloadAllButtons } from './DownloadAllButtons';

const draft = (week: number, description = 'Serviced the generator') => ({
  week_number: week,
  daily_reports: [dailyFixture({ id: 100 + week, date: `2026-01-${10 + week}`, description })],
});

describe('DownloadAllButtons', () => {
  it('says which logged weeks the file prints as drafts for want of a weekly report', () => {
    renderWithProviders(
      <DownloadAllButtons reports={[weeklyFixture()]} drafts={[draft(2), draft(3)]} />,
    );
    expect(
      screen.getByText(
        'Weeks 2, 3 have logged days but no weekly reports yet: the file prints them as drafts with no main job. Create their reports to add one.',
      ),
    ).toBeTruthy();
  });

  it('warns before the buttons about a day written in Kiswahili, and still downloads', () => {
    const report = weeklyFixture({
      daily_reports: [
        dailyFixture({ date: '2026-01-06', description: 'Leo tulibadilisha oil ya generator' }),
      ],
    });
    renderWithProviders(<DownloadAllButtons reports={[report]} drafts={[]} />);
    const note = screen.getByText(/1 day is written in Kiswahili:/);
    const link = screen.getByRole('link', { name: 'Tue 6 Jan' });
    expect(link.getAttribute('href')).toBe('/daily-report?date=2026-01-06');
    const button = screen.getByRole('button', { name: /PDF/ }) as HTMLButtonElement;
    expect(note.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(button.disabled).toBe(false);
  });

  it('warns about a day written in Kiswahili in a week printed as a draft', () => {
    const kiswahili = draft(3, 'nilisaidia fundi kufunga taa za barabarani na kupima voltage');
    renderWithProviders(<DownloadAllButtons reports={[weeklyFixture()]} drafts={[kiswahili]} />);
    expect(screen.getByText(/1 day is written in Kiswahili:/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tue 13 Jan' }).getAttribute('href')).toBe(
      '/daily-report?date=2026-01-13',
    );
  });

  it('downloads a log book whose only described days are in weeks it prints as drafts', async () => {
    const api = fakeApi({ 'POST /export/all-weekly-reports/pdf/': () => ({ body: {} }) });
    renderWithProviders(<DownloadAllButtons reports={[weeklyFixture()]} drafts={[draft(1)]} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download all (PDF)' }));
    await waitFor(() =>
      expect(api.callsTo('POST /export/all-weekly-reports/pdf/')).toHaveLength(1),
    );
    expect(screen.queryByText(/No reports available/)).toBeNull();
  });

  it('says nothing more when every logged week has its report', () => {
    renderWithProviders(<DownloadAllButtons reports={[weeklyFixture()]} drafts={[]} />);
    expect(screen.queryByText(/no weekly report/)).toBeNull();
    expect(screen.getByRole('button', { name: /PDF/ })).toBeTruthy();
  });

  it('warns which printed profile fields are empty, links to the profile, and still downloads', async () => {
    fakeApi(signedInStudent({ student_id: '', supervisor_name: ' ', company_name: null }));
    renderWithProviders(<DownloadAllButtons reports={[weeklyFixture()]} drafts={[]} />, {
      session: true,
    });
    expect(
      await screen.findByText(
        'Your printout will have these blank: Reg. No, Company, Supervisor. You can still download it.',
      ),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Fill them in on your profile' });
    expect(link.getAttribute('href')).toBe('/profile');
    expect((screen.getByRole('button', { name: /PDF/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('warns in Kiswahili too, and says nothing when the profile is complete', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    try {
      fakeApi(signedInStudent({ pt_phase: null }));
      const view = renderWithProviders(
        <DownloadAllButtons reports={[weeklyFixture()]} drafts={[]} />,
        { session: true },
      );
      expect(
        await screen.findByText(
          'Nakala yako itakuwa na nafasi hizi wazi: Awamu ya PT. Bado unaweza kuipakua.',
        ),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Zijaze kwenye wasifu wako' })).toBeTruthy();
      view.unmount();
    } finally {
      await i18n.changeLanguage('en');
    }
    fakeApi(signedInStudent());
    renderWithProviders(<DownloadAllButtons reports={[weeklyFixture()]} drafts={[]} />, {
      session: true,
    });
    expect(await screen.findByRole('button', { name: /PDF/ })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/blank/)).toBeNull();
  });
});
