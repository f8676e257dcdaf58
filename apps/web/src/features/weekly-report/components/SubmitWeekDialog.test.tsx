// @vitest-environment happy-dom
// Submitting is final: the confirmation names what is still empty and what locks afterwards, and
// a submitted week's Reset to Original gives its own reason, not the enhancement's.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { dailyFixture, weeklyFixture } from '../weekly-report.fixture';
import { ReportActions } from './ReportActions';
import { SubmitWeekDialog } from './SubmitWeekDialog';

const twoDays = [
  dailyFixture({ id: 1, date: '2026-01-05' }),
  dailyFixture({ id: 2, date: '2026-01-07' }),
];

describe('SubmitWeekDialog', () => {
  it('lists the empty summary, main job, operations and days, and says enhancing ends', async () => {
    const report = weeklyFixture({ daily_reports: twoDays });
    renderWithProviders(<SubmitWeekDialog report={report} opened onClose={() => {}} />);
    expect(await screen.findByText('Still empty:')).toBeTruthy();
    expect(screen.getByText("The week's summary")).toBeTruthy();
    expect(screen.getByText('The main job')).toBeTruthy();
    expect(screen.getByText('The operations (steps) of the main job')).toBeTruthy();
    expect(screen.getByText('No entry for 3 days: Tue 6 Jan, Thu 8 Jan, Fri 9 Jan')).toBeTruthy();
    expect(screen.getByText(/enhance it with AI or reset it to the original/)).toBeTruthy();
  });

  it('lists nothing for a week with every part filled', async () => {
    const report = weeklyFixture({
      summary: 'Serviced the plant',
      main_job: {
        id: 4,
        weekly_report: 10,
        title: 'Servicing a gearbox',
        description: '',
        operations: [
          {
            id: 1,
            step_number: 1,
            operation_description: 'Drained oil',
            tools_used: '',
            main_job: 4,
          },
        ],
      },
      daily_reports: ['05', '06', '07', '08', '09'].map((day, index) =>
        dailyFixture({ id: index + 1, date: `2026-01-${day}` }),
      ),
    });
    renderWithProviders(<SubmitWeekDialog report={report} opened onClose={() => {}} />);
    expect(await screen.findByText(/Once submitted/)).toBeTruthy();
    expect(screen.queryByText('Still empty:')).toBeNull();
  });
});

describe('ReportActions on a submitted week', () => {
  it("gives Reset to Original its own reason, and Enhance the enhancement's", async () => {
    renderWithProviders(
      <ReportActions
        report={weeklyFixture({ status: 'SUBMITTED' })}
        readOnly
        editing={false}
        onEdit={() => {}}
        onSubmit={() => {}}
        onEnhance={() => {}}
        onReset={() => {}}
        editButtonRef={null}
      />,
    );
    const reset = await screen.findByRole('button', { name: /Reset to Original/ });
    const resetHint = document.getElementById(reset.getAttribute('aria-describedby') ?? '');
    expect(resetHint?.textContent).toBe(
      'This week has been submitted: its original text can no longer be restored.',
    );
    const enhance = screen.getByRole('button', { name: /Enhance with AI/ });
    const enhanceHint = document.getElementById(enhance.getAttribute('aria-describedby') ?? '');
    expect(enhanceHint?.textContent).toBe(
      'This week has been submitted: it can no longer be enhanced.',
    );
  });
});
