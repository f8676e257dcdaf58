import { afterEach, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../i18n/i18n';
import {
  enhancementsText,
  formatDateTime,
  formatSignedTokens,
  formatTokens,
  formatTzs,
} from './format';

describe('billing formats', () => {
  it('shows TZS with thousands separators', () => {
    expect(formatTzs('5000.00')).toBe('TZS 5,000');
    expect(formatTzs(1_250_000)).toBe('TZS 1,250,000');
    expect(formatTzs('2500.50')).toBe('TZS 2,500.5');
    expect(formatTzs('abc')).toBe('TZS abc');
  });

  it('counts tokens', () => {
    expect(formatTokens(1900)).toBe('1,900 tokens');
    expect(formatTokens(1)).toBe('1 token');
    expect(formatSignedTokens(1500)).toBe('+1,500');
    expect(formatSignedTokens(-300)).toBe('−300');
  });

  it('says how many enhancements the tokens pay for', () => {
    expect(enhancementsText(300)).toBe(
      'Enough for 1 AI enhancement of a weekly report (300 tokens each).',
    );
    expect(enhancementsText(1500)).toMatch(/^Enough for 5 AI enhancements /);
    expect(enhancementsText(299)).toMatch(/^Enough for 0 AI enhancements /);
  });

  it('keeps an unreadable date as given', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime('2026-11-23T09:15:00Z')).toMatch(/2026/);
  });

  // Run under TZ=UTC and TZ=America/New_York too: the PC's clock must not move the day or time.
  it('shows a payment on the placement clock (EAT), whatever the PC is set to', () => {
    // 01:30 on 2 Dec in Tanzania is 22:30 on 1 Dec in UTC: the day a "2 Dec" filter finds it.
    expect(formatDateTime('2026-12-01T22:30:00Z')).toBe('2 Dec 2026, 01:30 EAT');
    expect(formatDateTime('2026-11-23T09:15:00.000Z')).toBe('23 Nov 2026, 12:15 EAT');
    // Just after midnight EAT reads 00:05, never 24:05.
    expect(formatDateTime('2026-12-01T21:05:00Z')).toBe('2 Dec 2026, 00:05 EAT');
  });

  describe('in Kiswahili', () => {
    afterEach(() => i18n.changeLanguage('en'));

    it('names tokens and enhancements in Kiswahili, with the same figures', async () => {
      await stringsReady('sw');
      await i18n.changeLanguage('sw');
      expect(formatTokens(1900)).toBe('tokeni 1,900');
      expect(formatTzs('5000.00')).toBe('TZS 5,000');
      expect(enhancementsText(1500)).toBe(
        'Zinatosha kuboresha ripoti 5 za wiki kwa AI (tokeni 300 kila moja).',
      );
    });

    it('shows the same EAT day and time in Kiswahili', async () => {
      await stringsReady('sw');
      await i18n.changeLanguage('sw');
      expect(formatDateTime('2026-12-01T22:30:00Z')).toBe('2 Des 2026, 01:30 EAT');
    });
  });
});
