// @vitest-environment happy-dom
import { MESSAGES } from '@ptlog/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { signoffFixture, weeklyFixture } from '../../weekly-report/weekly-report.fixture';
import { WeekSignoff } from './WeekSignoff';

describe('the sign-off on the week page', () => {
  it('sends a submitted week to the supervisor with a message', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      'POST /reports/weekly/10/request_signoff/': () => ({
        status: 202,
        body: {
          success: true,
          message: MESSAGES.signoff.sent('boss@example.tz'),
          expires_at: '2026-01-20T10:00:00.000Z',
        },
      }),
    });
    const report = weeklyFixture({
      status: 'SUBMITTED',
      signoff: signoffFixture({ state: 'submitted' }),
    });
    const { user } = renderWithProviders(<WeekSignoff report={report} />);
    await user.click(screen.getByRole('button', { name: 'Send to supervisor' }));
    await user.type(screen.getByLabelText('Message to your supervisor (optional)'), 'Karibu');
    await user.click(screen.getByRole('button', { name: /^Send$/ }));
    await screen.findByText(MESSAGES.signoff.sent('boss@example.tz'));
    expect(server.callsTo('POST /reports/weekly/10/request_signoff/')[0]!.body).toEqual({
      message: 'Karibu',
    });
  });

  it('shows who approved and when, or the comment of a return', () => {
    const approved = weeklyFixture({
      status: 'APPROVED',
      signoff: signoffFixture({
        state: 'approved',
        approved_by: 'Eng. Mwita',
        approved_position: 'Site Engineer',
        approved_at: '2026-01-09T07:00:00.000Z',
      }),
    });
    const view = renderWithProviders(<WeekSignoff report={approved} />);
    expect(
      screen.getByText('Approved by Eng. Mwita (Site Engineer) on 09-01-2026 10:00 EAT'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send to supervisor' })).toBeNull();
    view.unmount();

    const returned = weeklyFixture({
      signoff: signoffFixture({
        state: 'returned',
        returned_by: 'Eng. Mwita',
        returned_at: '2026-01-09T07:00:00.000Z',
        return_comment: 'Friday is missing.',
      }),
    });
    renderWithProviders(<WeekSignoff report={returned} />);
    expect(screen.getByText('Friday is missing.')).toBeTruthy();
    expect(screen.getByText('Returned by your supervisor')).toBeTruthy();
  });
});
