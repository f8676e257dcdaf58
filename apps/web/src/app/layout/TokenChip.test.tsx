// @vitest-environment happy-dom
// The header's balance when it cannot be loaded: a Refresh that leaves the avatar its room.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../i18n/i18n';
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

describe('TokenChip with a balance', { timeout: 30_000 }, () => {
  afterEach(async () => {
    window.matchMedia = realMatchMedia;
    await i18n.changeLanguage('en');
  });

  function renderWithBalance(tokens: number) {
    fakeApi({
      ...signedInStudent(),
      [BALANCE]: () => ({
        body: {
          available_tokens: tokens,
          tokens_used: 0,
          payment_status: 'PAID',
          can_use_ai: true,
        },
      }),
    });
    return renderWithProviders(<TokenChip />, { session: true });
  }

  /** The chip's text as a narrow phone shows it: the parts hidden below xs left out. */
  const shownBelowXs = (chip: HTMLElement) =>
    Array.from(chip.querySelector('.mantine-Badge-label')?.childNodes ?? [])
      .filter(
        (node) =>
          !(node instanceof HTMLElement && node.classList.contains('mantine-visible-from-xs')),
      )
      .map((node) => node.textContent)
      .join('');

  it.each([
    ['en', 300400, '300,400', 'Token balance: 300,400 tokens. Open workplace', '300,400 tokens'],
    ['sw', 1600, '1,600', 'Salio la tokeni: tokeni 1,600. Fungua mahali pa kazi', 'tokeni 1,600'],
  ])(
    '%s: shows the figure whole below xs, named in full',
    async (language, tokens, figure, name, text) => {
      await stringsReady(language as 'en' | 'sw');
      await i18n.changeLanguage(language);
      screenWidth(false);
      renderWithBalance(tokens);
      const chip = await screen.findByRole('link', { name });
      // A size smaller, the coin and the figure: "300,400 tokens" does not fit a 320 px header.
      expect(chip.getAttribute('data-size')).toBe('md');
      expect(shownBelowXs(chip)).toBe(figure);
      // From xs the words show again; the text in the page is the same at every width.
      expect(chip.textContent).toBe(text);
    },
  );

  it('keeps the larger chip with its words from xs', async () => {
    screenWidth(true);
    renderWithBalance(1600);
    const chip = await screen.findByRole('link', {
      name: 'Token balance: 1,600 tokens. Open workplace',
    });
    expect(chip.getAttribute('data-size')).toBe('lg');
    expect(chip.textContent).toBe('1,600 tokens');
  });

  it('shows a balance below zero as it is (a reversed approval took back spent tokens)', async () => {
    screenWidth(true);
    renderWithBalance(-300);
    const chip = await screen.findByRole('link', {
      name: 'Token balance: -300 tokens. Open workplace',
    });
    expect(chip.textContent).toBe('-300 tokens');
  });
});
