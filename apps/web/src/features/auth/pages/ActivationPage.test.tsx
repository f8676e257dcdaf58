// @vitest-environment happy-dom
// Wrong Email? (spec 1 §2 /account-activation): a signed-in student's never-verified account is
// given up before signing out, so the same phone number can register again at once; when that
// cannot happen (signed out, offline) the registration screen says the number is held a while.
import { MESSAGES } from '@ptlog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storedSession } from '../../../lib/session';
import { fakeApi, networkDown, type TFakeHandler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { ActivationPage } from './ActivationPage';
import { RegisterPage } from './RegisterPage';

const RELEASE = 'POST /auth/release-registration/';
const LOGOUT = 'POST /auth/logout/';

function renderActivation(routes: Record<string, TFakeHandler>) {
  const server = fakeApi({ ...routes, [LOGOUT]: () => ({ body: {} }) });
  const view = renderWithProviders(
    <Routes>
      <Route path="/" element={<ActivationPage />} />
      <Route path="/register" element={<RegisterPage />} />
    </Routes>,
    { session: true },
  );
  return { ...view, server };
}

async function pressWrongEmail(user: ReturnType<typeof renderActivation>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Wrong Email?' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Change Email' }));
  // The registration screen, started over.
  return screen.findByText(MESSAGES.register.wrongEmailReset);
}

describe('Wrong Email? on the activation screen', () => {
  it('gives up the signed-in account first, then signs out: the phone is free at once', async () => {
    const { user, server } = renderActivation({
      ...signedInStudent({ email_verified: false }),
      [RELEASE]: () => ({ body: { detail: MESSAGES.register.wrongEmailReset } }),
    });
    await screen.findByText('amina@example.com');
    await pressWrongEmail(user);

    const routes = server.calls.map((call) => `${call.method} ${call.path}`);
    expect(routes.filter((route) => route === RELEASE || route === LOGOUT)).toEqual([
      RELEASE,
      LOGOUT,
    ]);
    expect(storedSession.readAccessToken()).toBeNull();
    expect(screen.queryByText(MESSAGES.register.wrongEmailPhoneHeld)).toBeNull();
  });

  it('offline, still signs out and says the phone number is held for a while', async () => {
    const { user, server } = renderActivation({
      ...signedInStudent({ email_verified: false }),
      [RELEASE]: networkDown,
    });
    await screen.findByText('amina@example.com');
    await pressWrongEmail(user);

    expect(server.callsTo(RELEASE)).toHaveLength(1);
    await waitFor(() => expect(server.callsTo(LOGOUT)).toHaveLength(1));
    expect(storedSession.readAccessToken()).toBeNull();
    expect(screen.getByText(MESSAGES.register.wrongEmailPhoneHeld)).toBeTruthy();
  });

  it('signed out, releases nothing and says the phone number is held for a while', async () => {
    const { user, server } = renderActivation({});
    await pressWrongEmail(user);

    expect(server.callsTo(RELEASE)).toHaveLength(0);
    expect(screen.getByText(MESSAGES.register.wrongEmailPhoneHeld)).toBeTruthy();
  });
});

describe('Resend Code on the activation screen', () => {
  it('mails one code for a double tap (two clicks before it shows loading)', async () => {
    const RESEND = 'POST /auth/resend-verification/';
    const { server } = renderActivation({
      ...signedInStudent({ email_verified: false }),
      [RESEND]: () => ({ body: { detail: MESSAGES.activation.resendSuccess } }),
    });
    await screen.findByText('amina@example.com');
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    resend.click();
    resend.click();

    expect(await screen.findByText(MESSAGES.activation.resendSuccess)).toBeTruthy();
    expect(server.callsTo(RESEND)).toHaveLength(1);
  });
});

describe('Verify Code on the activation screen', () => {
  it('checks the code once for a double tap (two clicks before it shows loading)', async () => {
    const VERIFY = 'POST /auth/verify-email-otp/';
    const { user, server } = renderActivation({
      ...signedInStudent({ email_verified: false }),
      [VERIFY]: () => ({ body: { email_verified: true, detail: 'Email verified.' } }),
    });
    await screen.findByText('amina@example.com');
    await user.type(screen.getByLabelText(/Verification Code/), '123456');
    const verify = screen.getByRole('button', { name: 'Verify Code' });
    verify.click();
    verify.click();

    await waitFor(() => expect(server.callsTo(VERIFY)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo(VERIFY)).toHaveLength(1);
  });
});
