import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { messagesReady } from '../../i18n/messages';
import { ApiError, TRANSPORT_MESSAGES, transportError } from '../../lib/api-error';
import {
  balanceAfter,
  balanceLoading,
  balanceUnavailable,
  enhancedLabel,
  enhanceErrorMessage,
  enhanceState,
  qualityExplanation,
  resetErrorMessage,
  type TBalanceState,
  weekContent,
} from './enhance';
import { weeklyFixture } from './weekly-report.fixture';

const goodWeek = weeklyFixture({
  daily_monday: 'instal new cable and test motor',
  daily_tuesday: 'mantenance of pump',
  daily_wednesday: 'fix the conveyor belt',
  hours_monday: 8,
  hours_tuesday: 8,
  hours_wednesday: 8,
});
const minimalWeek = weeklyFixture({ daily_monday: 'wiring', hours_monday: 8 });
const emptyWeek = weeklyFixture();

const rich: TBalanceState = {
  status: 'ready',
  balance: { available_tokens: 400, can_use_ai: true },
};

function apiError(status: number, detail = 'Server said so', fieldErrors = {}) {
  return new ApiError({ status, code: `http_${status}`, detail, kind: 'general', fieldErrors });
}

describe('weekContent', () => {
  it('counts described days and sums the hours of Monday to Friday', () => {
    expect(weekContent(goodWeek)).toEqual({ quality: 'good', filledDays: 3, totalHours: 24 });
    expect(weekContent(minimalWeek)).toEqual({ quality: 'minimal', filledDays: 1, totalHours: 8 });
    expect(weekContent(emptyWeek)).toEqual({ quality: 'empty', filledDays: 0, totalHours: 0 });
  });

  it('does not count a blank description as a filled day', () => {
    const week = weeklyFixture({ daily_monday: '   ', hours_monday: 4 });
    expect(weekContent(week)).toMatchObject({ quality: 'minimal', filledDays: 0, totalHours: 4 });
  });
});

describe('qualityExplanation', () => {
  it('asks for a description of the work when the week is empty', () => {
    expect(qualityExplanation(weekContent(emptyWeek))).toMatch(/Describe the work you did/);
  });

  it('gives the facts and the thresholds for a minimal week', () => {
    const text = qualityExplanation(weekContent(minimalWeek));
    expect(text).toMatch(/^1 day with a description, 8 hours logged\./);
    expect(text).toMatch(/fewer than 3 described days or under 10 hours/);
  });

  it('says a good week is enough', () => {
    expect(qualityExplanation(weekContent(goodWeek))).toBe(
      '3 days with a description, 24 hours logged: enough for a full enhancement.',
    );
  });
});

describe('enhanceState', () => {
  it('allows a draft week with enough tokens', () => {
    expect(enhanceState(goodWeek, rich, '')).toEqual({ allowed: true, block: null, reason: null });
  });

  it('refuses a submitted or approved week with the reason', () => {
    expect(enhanceState({ ...goodWeek, status: 'SUBMITTED' }, rich, '')).toMatchObject({
      allowed: false,
      block: 'read-only',
      reason: 'This week has been submitted: it can no longer be enhanced.',
    });
    expect(enhanceState({ ...goodWeek, status: 'APPROVED' }, rich, '').reason).toMatch(/approved/);
  });

  it('waits for the balance and says when it is missing', () => {
    expect(enhanceState(goodWeek, { status: 'loading' }, '')).toMatchObject({
      block: 'balance-loading',
      reason: balanceLoading(),
    });
    expect(enhanceState(goodWeek, { status: 'error' }, '')).toMatchObject({
      block: 'balance-error',
      reason: balanceUnavailable(),
    });
  });

  it('refuses under 300 tokens or without can_use_ai, with the top-up message', () => {
    for (const balance of [
      { available_tokens: 100, can_use_ai: false },
      { available_tokens: 299, can_use_ai: true },
      { available_tokens: 1000, can_use_ai: false },
    ]) {
      expect(enhanceState(goodWeek, { status: 'ready', balance }, '')).toEqual({
        allowed: false,
        block: 'insufficient',
        reason: MESSAGES.ai.insufficientTokens,
      });
    }
    const exactly = {
      status: 'ready' as const,
      balance: { available_tokens: 300, can_use_ai: true },
    };
    expect(enhanceState(goodWeek, exactly, '').allowed).toBe(true);
  });

  it('needs instructions for an empty week only', () => {
    expect(enhanceState(emptyWeek, rich, '  ')).toMatchObject({
      block: 'needs-description',
      reason: MESSAGES.ai.needsDescription,
    });
    expect(enhanceState(emptyWeek, rich, 'Installed cables').allowed).toBe(true);
    expect(enhanceState(minimalWeek, rich, '').allowed).toBe(true);
  });
});

describe('balanceAfter', () => {
  it('subtracts the 300-token cost, or null when the balance cannot pay', () => {
    expect(balanceAfter(400)).toBe(100);
    expect(balanceAfter(300)).toBe(0);
    expect(balanceAfter(299)).toBeNull();
  });
});

describe('enhanceErrorMessage', () => {
  it('uses the spec wording for 402, 401 and 404', () => {
    expect(enhanceErrorMessage(apiError(402))).toBe(MESSAGES.ai.insufficientTokens);
    expect(enhanceErrorMessage(apiError(401))).toBe(MESSAGES.ai.authFailed);
    expect(enhanceErrorMessage(apiError(404))).toBe(MESSAGES.ai.reportNotFound);
  });

  it("shows the server's detail for 400, 409, 429, 502 and 503", () => {
    expect(enhanceErrorMessage(apiError(429, MESSAGES.generic.rateLimited))).toBe(
      MESSAGES.generic.rateLimited,
    );
    expect(enhanceErrorMessage(apiError(400, MESSAGES.ai.needsDescription))).toBe(
      MESSAGES.ai.needsDescription,
    );
    expect(enhanceErrorMessage(apiError(409, 'This week was submitted'))).toBe(
      'This week was submitted',
    );
    expect(enhanceErrorMessage(apiError(409, MESSAGES.ai.weekChanged))).toBe(
      MESSAGES.ai.weekChanged,
    );
    expect(enhanceErrorMessage(apiError(502, MESSAGES.ai.providerFailed))).toBe(
      MESSAGES.ai.providerFailed,
    );
    expect(enhanceErrorMessage(apiError(503, MESSAGES.ai.providerFailed))).toBe(
      MESSAGES.ai.providerFailed,
    );
  });

  it("prefers a refused field's message on a 400", () => {
    const error = apiError(400, 'Validation failed', {
      additional_instructions: ['Text is too long'],
    });
    expect(enhanceErrorMessage(error)).toBe('Text is too long');
  });

  it('falls back to the generic failure for anything else', () => {
    expect(enhanceErrorMessage(apiError(500, 'Something went wrong'))).toBe(MESSAGES.ai.failed);
    expect(enhanceErrorMessage(transportError('timeout'))).toBe(MESSAGES.ai.failed);
    expect(enhanceErrorMessage(new Error('boom'))).toBe(MESSAGES.ai.failed);
  });
});

describe('resetErrorMessage', () => {
  it('explains a week that was never enhanced', () => {
    expect(resetErrorMessage(apiError(404))).toBe('Reset is not available for this report');
  });

  it("words any other failure as spec 1 §8 does, with the server's reason", () => {
    // Before: a submitted week showed the bare reason, and anything else a fixed retry hint.
    expect(resetErrorMessage(apiError(409, MESSAGES.weekly.locked))).toBe(
      `Failed to reset report: ${MESSAGES.weekly.locked}`,
    );
    expect(resetErrorMessage(apiError(500, 'Something went wrong'))).toBe(
      'Failed to reset report: Something went wrong',
    );
    expect(resetErrorMessage(transportError('timeout'))).toBe(
      `Failed to reset report: ${TRANSPORT_MESSAGES.timeout}`,
    );
  });

  it('uses the generic failure as the reason when none was given', () => {
    const generic = `Failed to reset report: ${MESSAGES.generic.unexpected}`;
    expect(resetErrorMessage(apiError(500, ''))).toBe(generic);
    expect(resetErrorMessage(new Error('boom'))).toBe(generic);
  });

  it('reads in Kiswahili for a Kiswahili reader', async () => {
    await messagesReady('sw');
    await i18n.changeLanguage('sw');
    try {
      expect(resetErrorMessage(apiError(500, ''))).toBe(
        'Imeshindikana kurejesha ripoti: Hitilafu isiyotarajiwa imetokea. Tafadhali jaribu tena.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('enhancedLabel', () => {
  it('adds the date of the enhancement when it is known', () => {
    expect(enhancedLabel('2026-01-07T12:00:00.000Z')).toBe('AI enhanced on 7 Jan 2026');
    expect(enhancedLabel(null)).toBe('AI enhanced');
    expect(enhancedLabel('not a date')).toBe('AI enhanced');
  });
});
