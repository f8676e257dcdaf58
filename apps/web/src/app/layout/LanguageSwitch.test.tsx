// @vitest-environment happy-dom
// The language switch signed in: the screen switches at once; a choice that cannot reach the
// account (offline) waits on the device and is sent when the browser is back online, the last one.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { fakeApi, networkDown } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { signedInStudent } from '../../test/session';
import { OfflineSync } from '../offline/OfflineSync';
import { useSession } from '../session/SessionProvider';
import { LanguageSwitch } from './LanguageSwitch';

function SignedInHeader() {
  const { status } = useSession();
  if (status !== 'signed-in') return <p>Loading</p>;
  return (
    <>
      <LanguageSwitch />
      <OfflineSync />
    </>
  );
}

describe('the language switch, signed in', () => {
  afterEach(() => switchLanguage('en', 'from-account'));

  it('switches at once offline, and saves the last choice on the account once back online', async () => {
    let networkUp = false;
    const api = fakeApi({
      ...signedInStudent(),
      'PUT /user/language/': (call) => (networkUp ? { body: call.body } : networkDown()),
    });
    const { user } = renderWithProviders(<SignedInHeader />, { session: true });
    const radio = async (name: string) => screen.findByRole('radio', { name });

    await user.click(await radio('SW'));
    await waitFor(() => expect(document.documentElement.lang).toBe('sw'));
    await waitFor(() => expect(api.callsTo('PUT /user/language/')).toHaveLength(1));
    await user.click(await radio('EN'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    await user.click(await radio('SW'));
    await waitFor(() => expect(document.documentElement.lang).toBe('sw'));
    await waitFor(() => expect(api.callsTo('PUT /user/language/')).toHaveLength(3));

    networkUp = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(api.callsTo('PUT /user/language/')).toHaveLength(4));
    expect(api.callsTo('PUT /user/language/').at(-1)?.body).toEqual({ language: 'sw' });
    // Sent: nothing waits any more, so the next `online` sends nothing.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(api.callsTo('PUT /user/language/')).toHaveLength(4);
  });
});
