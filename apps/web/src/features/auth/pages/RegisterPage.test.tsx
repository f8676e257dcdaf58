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
