// @vitest-environment happy-dom
import { MESSAGES, type TSignoffPage } from '@ptlog/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { SignoffScreen } from './SignoffPage';

const WEEK: TSignoffPage = {
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
};

describe('the supervisor sign-off page', () => {
  it('shows the week as it prints; a return needs a comment; approve sends the name', async () => {
    const server = fakeApi({
      'GET /signoff/tok/': () => ({ body: WEEK }),
      'POST /signoff/tok/': () => ({
        body: { success: true, message: MESSAGES.signoff.approved, status: 'APPROVED' },
      }),
    });
    const { user } = renderWithProviders(<SignoffScreen token="tok" />, { session: true });
    await screen.findByRole('heading', { name: 'Log book sign-off' });
    expect(screen.getByText('Work of Tuesday')).toBeTruthy();
    expect(screen.getByText('ROAD SURVEY')).toBeTruthy();
    expect(screen.getByText('Please sign.')).toBeTruthy();
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Eng. Mwita');

    await user.click(screen.getByRole('button', { name: 'Return to student' }));
    expect(screen.getByText(MESSAGES.signoff.commentRequired)).toBeTruthy();
    expect(server.callsTo('POST /signoff/tok/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Approve week' }));
    await screen.findByText(MESSAGES.signoff.approved);
    expect(server.callsTo('POST /signoff/tok/')[0]!.body).toEqual({
      decision: 'approve',
      signer_name: 'Eng. Mwita',
    });
  });

  it('says clearly when the link expired or was used', async () => {
    fakeApi({
      'GET /signoff/old/': () => ({
        status: 410,
        body: { detail: MESSAGES.signoff.linkGone, code: 'link_gone' },
      }),
    });
    renderWithProviders(<SignoffScreen token="old" />, { session: true });
    await screen.findByText(MESSAGES.signoff.linkGone);
  });
});
