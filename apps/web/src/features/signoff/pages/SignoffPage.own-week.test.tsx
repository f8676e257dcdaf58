// @vitest-environment happy-dom
// The link's calls carry this browser's access token when it has one, so the server can tell the
// week's own student (signed_in_as_student, 403 own_week); a signed-out supervisor sends none.
import { MESSAGES } from '@ptlog/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { makeSignoffPage } from '../signoff-page.fixture';
import { SignoffScreen } from './SignoffPage';

const APPROVED = {
  body: { success: true, message: MESSAGES.signoff.approved, status: 'APPROVED' },
};

async function approve(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Approve week' }));
  await user.click(await screen.findByRole('button', { name: 'Yes, approve' }));
}

describe('the sign-off link and the signed-in student', () => {
  it("sends this browser's access token with the page's read and the decision", async () => {
    const server = fakeApi({
      ...signedInStudent(),
      'GET /signoff/tok/': () => ({ body: makeSignoffPage() }),
      'POST /signoff/tok/': () => APPROVED,
    });
    const { user } = renderWithProviders(<SignoffScreen token="tok" />, { session: true });
    await approve(user);
    await screen.findByText(MESSAGES.signoff.approved);
    const [read] = server.callsTo('GET /signoff/tok/');
    const [decision] = server.callsTo('POST /signoff/tok/');
    expect(read!.headers.get('Authorization')).toBe('Bearer test-access-token');
    expect(decision!.headers.get('Authorization')).toBe('Bearer test-access-token');
  });

  it('works signed out: no token sent, nothing refreshed', async () => {
    const server = fakeApi({
      'GET /signoff/tok/': () => ({ body: makeSignoffPage() }),
      'POST /signoff/tok/': () => APPROVED,
    });
    const { user } = renderWithProviders(<SignoffScreen token="tok" />, { session: true });
    await approve(user);
    await screen.findByText(MESSAGES.signoff.approved);
    const linkCalls = server.calls.filter((call) => call.path === '/signoff/tok/');
    expect(linkCalls).toHaveLength(2);
    for (const call of linkCalls) expect(call.headers.get('Authorization')).toBeNull();
    expect(server.callsTo('POST /auth/refresh/')).toHaveLength(0);
  });

  it('shows the student their own week read-only, saying only the supervisor decides', async () => {
    fakeApi({
      ...signedInStudent(),
      'GET /signoff/tok/': () => ({ body: makeSignoffPage({ signed_in_as_student: true }) }),
    });
    renderWithProviders(<SignoffScreen token="tok" />, { session: true });
    await screen.findByRole('heading', { name: 'Log book sign-off' });
    expect(screen.getByText('This is your own week')).toBeTruthy();
    expect(screen.getByText(MESSAGES.signoff.ownWeek)).toBeTruthy();
    expect(screen.getByText('Work of Tuesday')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve week' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Return to student' })).toBeNull();
    expect(screen.queryByLabelText(/Your name/)).toBeNull();
  });

  it('says the same when the decision is refused as the student’s own (403 own_week)', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      'GET /signoff/tok/': () => ({ body: makeSignoffPage() }),
      'POST /signoff/tok/': () => ({
        status: 403,
        body: { detail: MESSAGES.signoff.ownWeek, code: 'own_week' },
      }),
    });
    const { user } = renderWithProviders(<SignoffScreen token="tok" />, { session: true });
    await approve(user);
    await screen.findByText('This is your own week');
    expect(screen.getByText(MESSAGES.signoff.ownWeek)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve week' })).toBeNull();
    expect(server.callsTo('POST /signoff/tok/')).toHaveLength(1);
  });
});
