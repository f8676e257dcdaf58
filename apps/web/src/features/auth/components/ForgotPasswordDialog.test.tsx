// @vitest-environment happy-dom
// Forgot password: one tap, one mail. A second mail would carry a new link, and the link in the
// first mail, the one a student opens first, would no longer work.
import { MESSAGES } from '@ptlog/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

const RESET = 'POST /auth/password-reset/';

describe('ForgotPasswordDialog', () => {
  it('mails one link for a double tap (two clicks before it shows loading)', async () => {
    const server = fakeApi({
      [RESET]: () => ({ body: { detail: MESSAGES.forgotPassword.sent } }),
    });
    renderWithProviders(
      <ForgotPasswordDialog opened onClose={() => {}} initialEmail="asha@example.tz" />,
    );
    const send = await screen.findByRole('button', { name: 'Send Reset Link' });
    send.click();
    send.click();

    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    await waitFor(() => expect(server.callsTo(RESET)).toHaveLength(1));
    expect(server.callsTo(RESET)[0]?.body).toEqual({ email: 'asha@example.tz' });
  });
});
