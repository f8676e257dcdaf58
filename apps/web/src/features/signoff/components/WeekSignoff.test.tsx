// @vitest-environment happy-dom
import { MESSAGES } from '@ptlog/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, networkDown } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { signoffFixture, weeklyFixture } from '../../weekly-report/weekly-report.fixture';
import { WeekSignoff } from './WeekSignoff';

const REQUEST = 'POST /reports/weekly/10/request_signoff/';

/** A submitted week whose sign-off request the server accepts (202). */
function renderSubmittedWeek() {
  const server = fakeApi({
    ...signedInStudent(),
    [REQUEST]: () => ({
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
  const { user } = renderWithProviders(<WeekSignoff report={report} />, { session: true });
  return { server, user };
}

describe('the sign-off on the week page', () => {
  it('sends a submitted week to the supervisor with a message', async () => {
    const { server, user } = renderSubmittedWeek();
    await user.click(await screen.findByRole('button', { name: 'Send to supervisor' }));
    expect(await screen.findByText('Eng. Mushi <mushi@example.com>')).toBeTruthy();
    await user.type(screen.getByLabelText('Message to your supervisor (optional)'), 'Karibu');
    await user.click(screen.getByRole('button', { name: /^Send$/ }));
    await screen.findByText(MESSAGES.signoff.sent('boss@example.tz'));
    expect(server.callsTo(REQUEST)[0]!.body).toEqual({
      message: 'Karibu',
    });
  });

  it('mails the supervisor once for a double tap on Send (two clicks before it shows loading)', async () => {
    const { server, user } = renderSubmittedWeek();
    await user.click(await screen.findByRole('button', { name: 'Send to supervisor' }));
    const send = await screen.findByRole('button', { name: /^Send$/ });
    send.click();
    send.click();
    await screen.findByText(MESSAGES.signoff.sent('boss@example.tz'));
    expect(server.callsTo(REQUEST)).toHaveLength(1);
  });

  it('a send whose answer was lost reads the week: sent, so the dialog closes and says so', async () => {
    const submitted = weeklyFixture({
      status: 'SUBMITTED',
      signoff: signoffFixture({ state: 'submitted' }),
    });
    // The server mails the link, then the phone's connection drops before the answer arrives.
    const server = fakeApi({
      ...signedInStudent(),
      'POST /reports/weekly/10/request_signoff/': () => networkDown(),
      'GET /reports/weekly/week/1/': () => ({
        body: {
          ...submitted,
          signoff: signoffFixture({
            state: 'sent',
            sent_at: '2026-01-06T10:00:00.000Z',
            sent_to: 'boss@example.tz',
            expires_at: '2026-01-20T10:00:00.000Z',
          }),
        },
      }),
    });
    const { user } = renderWithProviders(<WeekSignoff report={submitted} />, { session: true });
    await user.click(await screen.findByRole('button', { name: 'Send to supervisor' }));
    await user.click(await screen.findByRole('button', { name: /^Send$/ }));

    await screen.findByText(MESSAGES.signoff.sent('boss@example.tz'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(REQUEST)).toHaveLength(1);
  });

  it("names the week's Friday in the reader's words when it has not ended (ADR 21)", async () => {
    // A week submitted before the rule: the server refuses its send until its last working day.
    fakeApi({
      ...signedInStudent(),
      'POST /reports/weekly/10/request_signoff/': () => ({
        status: 409,
        body: {
          code: 'week_not_ended',
          detail: MESSAGES.weekly.submitFromLastDay(1, 'Friday 9 Jan'),
        },
      }),
    });
    const report = weeklyFixture({
      status: 'SUBMITTED',
      signoff: signoffFixture({ state: 'submitted' }),
    });
    const { user } = renderWithProviders(<WeekSignoff report={report} />, { session: true });
    await user.click(await screen.findByRole('button', { name: 'Send to supervisor' }));
    await user.click(await screen.findByRole('button', { name: /^Send$/ }));
    expect(
      await screen.findByText(
        'You can send week 1 to your supervisor from Friday 9 Jan, its last working day.',
      ),
    ).toBeTruthy();
  });

  it('shows who approved and when, or the comment of a return', async () => {
    fakeApi(signedInStudent());
    const approved = weeklyFixture({
      status: 'APPROVED',
      signoff: signoffFixture({
        state: 'approved',
        approved_by: 'Eng. Mwita',
        approved_position: 'Site Engineer',
        approved_at: '2026-01-09T07:00:00.000Z',
      }),
    });
    const view = renderWithProviders(<WeekSignoff report={approved} />, { session: true });
    expect(
      await screen.findByText('Approved by Eng. Mwita (Site Engineer) on 09-01-2026 10:00 EAT'),
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
    renderWithProviders(<WeekSignoff report={returned} />, { session: true });
    expect(await screen.findByText('Friday is missing.')).toBeTruthy();
    expect(screen.getByText('Returned by your supervisor')).toBeTruthy();
  });

  it("shows the supervisor's comment in the approval", async () => {
    fakeApi(signedInStudent());
    const approved = weeklyFixture({
      status: 'APPROVED',
      signoff: signoffFixture({
        state: 'approved',
        approved_by: 'Eng. Mwita',
        approved_position: '',
        approved_at: '2026-01-09T07:00:00.000Z',
        approval_comment: 'Good, careful work.',
      }),
    });
    renderWithProviders(<WeekSignoff report={approved} />, { session: true });
    expect(await screen.findByText('Good, careful work.')).toBeTruthy();
    expect(screen.getByText('Approved by Eng. Mwita on 09-01-2026 10:00 EAT')).toBeTruthy();
  });

  it('says to whom and when the week was sent, or that its link expired', async () => {
    fakeApi(signedInStudent());
    const sent = (expires: string) =>
      weeklyFixture({
        status: 'SUBMITTED',
        signoff: signoffFixture({
          state: 'sent',
          sent_at: '2026-01-09T07:00:00.000Z',
          sent_to: 'mushi@example.com',
          expires_at: expires,
        }),
      });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const view = renderWithProviders(<WeekSignoff report={sent(future)} />, { session: true });
    expect(
      await screen.findByText(
        'Sent to mushi@example.com on 09-01-2026 10:00 EAT; waiting for their answer.',
      ),
    ).toBeTruthy();
    view.unmount();

    renderWithProviders(<WeekSignoff report={sent('2026-01-23T07:00:00.000Z')} />, {
      session: true,
    });
    expect(
      await screen.findByText('The link expired on 23-01-2026 10:00 EAT, send the week again.'),
    ).toBeTruthy();
    const again = screen.getByRole('button', { name: 'Send again' }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
  });

  it("links to the profile instead of sending when there is no supervisor's e-mail", async () => {
    fakeApi(signedInStudent({ supervisor_email: '' }));
    const report = weeklyFixture({
      status: 'SUBMITTED',
      signoff: signoffFixture({ state: 'submitted' }),
    });
    renderWithProviders(<WeekSignoff report={report} />, { session: true });
    const link = await screen.findByRole('link', { name: 'Open your profile' });
    expect(link.getAttribute('href')).toBe('/profile');
    expect(screen.getByText("Add your supervisor's e-mail")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send to supervisor' })).toBeNull();
  });

  it("links to the profile instead of sending when the supervisor's e-mail is not an address", async () => {
    // Typed in the registration wizard, which does not validate it; the server refuses to send.
    fakeApi(signedInStudent({ supervisor_email: 'joseph.mrema@gmail' }));
    const report = weeklyFixture({
      status: 'SUBMITTED',
      signoff: signoffFixture({ state: 'submitted' }),
    });
    renderWithProviders(<WeekSignoff report={report} />, { session: true });
    const link = await screen.findByRole('link', { name: 'Open your profile' });
    expect(link.getAttribute('href')).toBe('/profile');
    expect(screen.getByText("Correct your supervisor's e-mail")).toBeTruthy();
    expect(screen.getByText(/"joseph\.mrema@gmail" is not an e-mail address/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send to supervisor' })).toBeNull();
  });

  it("shows the server's refusal of the supervisor's e-mail, which names the profile", async () => {
    // The profile on the device is older than the one the server holds.
    fakeApi({
      ...signedInStudent(),
      [REQUEST]: () => ({
        status: 400,
        body: {
          code: 'validation_error',
          detail: MESSAGES.signoff.supervisorEmailInvalid,
          errors: { supervisor_email: [MESSAGES.signoff.supervisorEmailInvalid] },
        },
      }),
    });
    const report = weeklyFixture({
      status: 'SUBMITTED',
      signoff: signoffFixture({ state: 'submitted' }),
    });
    const { user } = renderWithProviders(<WeekSignoff report={report} />, { session: true });
    await user.click(await screen.findByRole('button', { name: 'Send to supervisor' }));
    await user.click(await screen.findByRole('button', { name: /^Send$/ }));
    expect(
      await screen.findByText('Enter a valid supervisor e-mail address in your profile'),
    ).toBeTruthy();
  });
});
