// @vitest-environment happy-dom
// The supervisor's sign-off page names the browser tab (WCAG 2.4.2) from its first moment, the
// week still loading, to a link that no longer works, in the reader's language.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeSignoffPage } from '../signoff-page.fixture';
import { SignoffScreen } from './SignoffPage';

describe('the sign-off page title', { timeout: 30_000 }, () => {
  afterEach(async () => {
    document.title = 'PT Logbook';
    await i18n.changeLanguage('en');
  });

  it('is "Log book sign-off – PT Logbook" while loading and with the week shown', async () => {
    fakeApi({ 'GET /signoff/tok/': () => ({ body: makeSignoffPage() }) });
    renderWithProviders(<SignoffScreen token="tok" />, { session: true });
    await waitFor(() => expect(document.title).toBe('Log book sign-off – PT Logbook'));
    await screen.findByRole('heading', { name: 'Log book sign-off' });
    expect(document.title).toBe('Log book sign-off – PT Logbook');
  });

  it('names a gone link too, and follows the language', async () => {
    fakeApi({
      'GET /signoff/gone/': () => ({ status: 410, body: { detail: 'gone', code: 'link_used' } }),
    });
    renderWithProviders(<SignoffScreen token="gone" />, { session: true });
    await waitFor(() => expect(document.title).toBe('Log book sign-off – PT Logbook'));
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    await waitFor(() => expect(document.title).toBe('Idhini ya logbook – PT Logbook'));
  });
});
