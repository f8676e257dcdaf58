import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

describe('MESSAGES', () => {
  it('keep the spec wording for limits built from constants', () => {
    expect(MESSAGES.daily.hoursTooMany).toBe('Hours cannot exceed 12');
    expect(MESSAGES.register.passwordTooShort).toBe('Password must be at least 8 characters');
    expect(MESSAGES.changePassword.tooShort).toBe('Password must be at least 8 characters long!');
    expect(MESSAGES.resetPassword.tooShort).toBe('Password must be at least 8 characters.');
    expect(MESSAGES.billing.minAmount).toBe('Minimum payment amount is 1000 TSH');
    expect(MESSAGES.billing.amountStep).toBe('Payment amount must be in multiples of 500 TSH');
    expect(MESSAGES.email.subjectTooShort).toBe('Subject must be at least 3 characters long');
    expect(MESSAGES.email.messageTooShort).toBe('Message must be at least 10 characters long');
  });

  it('fill placeholders', () => {
    expect(MESSAGES.register.phoneTaken('0712345678')).toBe(
      'Phone number 0712345678 is already registered. Please use a different number.',
    );
    expect(MESSAGES.weekly.addDailyFailed('Server down')).toBe(
      'Failed to add daily report: Server down',
    );
    expect(MESSAGES.weekly.resetFailed('timeout')).toBe('Failed to reset report: timeout');
    expect(MESSAGES.weekly.createButton(3)).toBe('Create Week 3 Report');
    expect(MESSAGES.weekly.operationsNotFound(12)).toBe('Operations not found for main job 12');
    expect(MESSAGES.export.formatFailed('pdf')).toBe(
      'Failed to download PDF report. Please try again.',
    );
    expect(MESSAGES.export.allSuccess('docx')).toBe(
      'All weekly reports downloaded successfully as DOCX!',
    );
    expect(MESSAGES.billing.awaitingApproval(2)).toBe(
      '2 transaction(s) awaiting approval across all users',
    );
    expect(MESSAGES.billing.loadedCount(5)).toBe('Successfully loaded 5 transactions!');
    expect(MESSAGES.billing.apiError(502)).toBe('API Error: 502');
    expect(MESSAGES.admin.actionFailed('ban')).toBe('Failed to ban users');
    expect(MESSAGES.admin.balanceUnavailable(9)).toBe(
      'User 9 balance not available. Please refresh the token summary.',
    );
    expect(MESSAGES.generic.idleWarning(2)).toBe(
      "You'll be logged out in 2 minute(s) due to inactivity.",
    );
  });

  it('include the generic and transport messages', () => {
    expect(MESSAGES.generic.rateLimited).toBe('Rate limit exceeded. Please try again later.');
    expect(MESSAGES.login.networkPersistent).toBe(
      'Network error. Please check your internet connection and try again. If the problem persists, contact support.',
    );
    expect(MESSAGES.access.staffOnly).toBe('Access denied. Staff privileges required.');
  });

  it('never promise mock data (DESIGN §4.3)', () => {
    const texts: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === 'string') texts.push(value);
      else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
    };
    collect(MESSAGES);
    expect(texts.length).toBeGreaterThan(150);
    expect(texts.filter((text) => /mock|sample/i.test(text))).toEqual([]);
  });
});
