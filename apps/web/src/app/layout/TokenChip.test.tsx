// @vitest-environment happy-dom
// The header's balance when it cannot be loaded: a Refresh that leaves the avatar its room.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { fakeMatchMedia } from '../../test/match-media';
import { renderWithProviders } from '../../test/render';
import { signedInStudent } from '../../test/session';
import { TokenChip } from './TokenChip';

const BALANCE = 'GET /billing/balance/my_balance/';
const realMatchMedia = window.matchMedia;

/** A screen where every min-width media query matches (`wide`) or none does (a phone). */
function screenWidth(wide: boolean) {
  window.matchMedia = fakeMatchMedia(wide);
}

function renderWithoutBalance() {
  const server = fakeApi({
    ...signedInStudent(),
    [BALANCE]: () => ({ status: 500, body: { detail: 'boom', code: 'internal' } }),
  });
  return { server, ...renderWithProviders(<TokenChip />, { session: true }) };
}

describe('TokenChip without a balance', { timeout: 30_000 }, () => {
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('on a phone, offers Refresh as its icon alone, named for screen readers', async () => {
    screenWidth(false);
    const { server, user } = renderWithoutBalance();
    const refresh = await screen.findByRole('button', { name: 'Refresh token balance' });
    // "Onyesha upya" beside the icon pushed the avatar half off a 360 px header.
    expect(refresh.textContent).toBe('');
    const before = server.callsTo(BALANCE).length;
    await user.click(refresh);
    await waitFor(() => expect(server.callsTo(BALANCE).length).toBeGreaterThan(before));
  });

  it('from the sm breakpoint, says Refresh beside the icon', async () => {
    screenWidth(true);
    renderWithoutBalance();
    const refresh = await screen.findByRole('button', { name: 'Refresh token balance' });
    expect(refresh.textContent).toBe('Refresh');
  });
});
