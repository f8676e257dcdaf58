import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeFormat, formatDate, formatNumber } from './format';
import { switchLanguage } from './i18n';

describe('formatters', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('builds a formatter once per language and options, and follows a language switch', async () => {
    const options: Intl.DateTimeFormatOptions = { month: 'long', timeZone: 'UTC' };
    expect(dateTimeFormat({ ...options })).toBe(dateTimeFormat({ ...options }));
    expect(dateTimeFormat(options)).not.toBe(dateTimeFormat({ month: 'short', timeZone: 'UTC' }));
    const english = formatDate('2026-03-18', { month: 'long' });
    expect(english).toBe('March');
    await switchLanguage('sw');
    expect(formatDate('2026-03-18', { month: 'long' })).not.toBe(english);
    expect(formatDate('2026-03-18', { month: 'long' })).toBe(
      new Intl.DateTimeFormat('sw-TZ', { month: 'long', timeZone: 'UTC' }).format(
        new Date('2026-03-18T00:00:00Z'),
      ),
    );
  });

  it('keeps number options apart', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(1234.5, { maximumFractionDigits: 0 })).toBe('1,235');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });
});
