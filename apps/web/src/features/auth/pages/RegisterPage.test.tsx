// @vitest-environment happy-dom
// The registration wizard's first step, where the server's phone check is shown beside the field.
import { MESSAGES } from '@ptlog/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { messagesReady } from '../../../i18n/messages';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { RegisterPage } from './RegisterPage';

const PHONE = '0712345678';

describe('RegisterPage, step 1', () => {
  it("says a taken phone number beside the field in the reader's language", async () => {
    await Promise.all([stringsReady('sw'), messagesReady('sw')]);
    await i18n.changeLanguage('sw');
    try {
      const server = fakeApi({
        // The server's own words, in English, in a 200 answer (not an error the client reads).
        'GET /auth/check-phone/': () => ({
          body: { available: false, message: MESSAGES.register.phoneTaken(PHONE) },
        }),
      });
      const { user } = renderWithProviders(<RegisterPage />, { session: true });
      await user.type(await screen.findByLabelText(/Jina la Kwanza/), 'Zawadi');
      await user.type(screen.getByLabelText(/Jina la Ukoo/), 'Mrema');
      await user.type(screen.getByLabelText(/Namba ya Simu/), PHONE);
      await user.click(screen.getByRole('button', { name: 'Endelea' }));

      const kiswahili = `Namba ya simu ${PHONE} tayari imesajiliwa. Tafadhali tumia namba nyingine.`;
      expect(await screen.findByText(kiswahili)).toBeTruthy();
      expect(screen.queryByText(MESSAGES.register.phoneTaken(PHONE))).toBeNull();
      expect(server.callsTo('GET /auth/check-phone/').length).toBeGreaterThan(0);
      expect(screen.getByLabelText(/Namba ya Simu/).getAttribute('aria-invalid')).toBe('true');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('RegisterPage, a reload of the tab', () => {
  it('comes back on the step reached with everything typed but the passwords', async () => {
    sessionStorage.clear();
    fakeApi({ 'GET /auth/check-phone/': () => ({ body: { available: true, message: '' } }) });
    const first = renderWithProviders(<RegisterPage />, { session: true });
    await first.user.type(await screen.findByLabelText(/First Name/), 'Zawadi');
    await first.user.type(screen.getByLabelText(/Last Name/), 'Mrema');
    await first.user.type(screen.getByLabelText(/Phone Number/), PHONE);
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await first.user.type(await screen.findByLabelText(/^Email/), 'zawadi@example.com');
    await first.user.type(screen.getByLabelText(/^Password/), 'secret pass');
    first.unmount();

    const again = renderWithProviders(<RegisterPage />, { session: true });
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('zawadi@example.com');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
    expect(sessionStorage.getItem('register_draft')).not.toContain('secret pass');
    await again.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await screen.findByLabelText(/First Name/)) as HTMLInputElement).value).toBe('Zawadi');
    expect((screen.getByLabelText(/Phone Number/) as HTMLInputElement).value).toBe(PHONE);
    again.unmount();
    sessionStorage.clear();
  });
});
