// The weekly-usage card counts the uses it sums: 'your last 4 uses' with one use was wrong.
import type { TWorkplaceData } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { WORKPLACE_NS } from '../i18n';
import { cardsOf } from './BalanceCards';

function data(uses: number): TWorkplaceData['data'] {
  return {
    weekly_usage: uses * 300,
    recent_usage: Array.from({ length: uses }, (_, id) => ({ id })),
    transactions: { total: 0, pending: 0, approved: 0 },
  } as unknown as TWorkplaceData['data'];
}

const weeklyHint = (uses: number, language: string) =>
  cardsOf(data(uses), i18n.getFixedT(language, WORKPLACE_NS)).find(
    (card) => card.value === uses * 300 && card.label !== '',
  )?.hint;

describe('the weekly usage card', () => {
  it('says the real number of uses, in both languages', async () => {
    await stringsReady('sw');
    expect(weeklyHint(1, 'en')).toBe('Your last use');
    expect(weeklyHint(3, 'en')).toBe('Your last 3 uses');
    expect(weeklyHint(0, 'en')).toBe('No uses yet');
    expect(weeklyHint(1, 'sw')).toBe('Matumizi yako ya mwisho');
    expect(weeklyHint(4, 'sw')).toBe('Matumizi yako 4 ya mwisho');
  });
});
