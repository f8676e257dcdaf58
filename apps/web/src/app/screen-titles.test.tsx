// @vitest-environment happy-dom
// The screens outside the signed-in shell name the browser tab too (WCAG 2.4.2), in the reader's
// language: the unknown address and the error screen (the shell's screens: ScreenTitle).
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../i18n/i18n';
import { renderWithProviders } from '../test/render';
import { ErrorScreen } from './error/ErrorScreen';
import { NotFoundPage } from './pages/NotFoundPage';

describe('page titles outside the shell', () => {
  afterEach(async () => {
    document.title = 'PT Logbook';
    await i18n.changeLanguage('en');
  });

  it('not found: "Page not found – PT Logbook", in Kiswahili too', async () => {
    renderWithProviders(<NotFoundPage />, { initialEntries: ['/no-such-page'] });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(document.title).toBe('Page not found – PT Logbook');
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    await waitFor(() => expect(document.title).toBe('Ukurasa haupatikani – PT Logbook'));
  });

  it('the error screen: its heading names the tab, the security alert too', async () => {
    const { unmount } = renderWithProviders(
      <ErrorScreen error={new Error('boom')} onRetry={() => {}} />,
    );
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(document.title).toBe('Something went wrong – PT Logbook');
    unmount();
    renderWithProviders(
      <ErrorScreen error={new Error('Content Security Policy violation')} onRetry={() => {}} />,
    );
    await screen.findByRole('heading', { name: 'Security Alert' });
    expect(document.title).toBe('Security Alert – PT Logbook');
  });
});
