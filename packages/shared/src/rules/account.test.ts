import { describe, expect, it } from 'vitest';
import { canSubmitOtp, sanitiseOtpInput, shouldCheckPhone } from './account';

describe('sanitiseOtpInput', () => {
  it('keeps at most 6 digits', () => {
    expect(sanitiseOtpInput('Code: 123 456')).toBe('123456');
    expect(sanitiseOtpInput('12345678')).toBe('123456');
    expect(sanitiseOtpInput('abc')).toBe('');
  });
});

describe('canSubmitOtp', () => {
  it('enables Verify from 4 to 6 digits', () => {
    expect(canSubmitOtp('123')).toBe(false);
    expect(canSubmitOtp('1234')).toBe(true);
    expect(canSubmitOtp('123456')).toBe(true);
    expect(canSubmitOtp('1234567')).toBe(false);
    expect(canSubmitOtp('12a4')).toBe(false);
  });
});

describe('shouldCheckPhone', () => {
  it('checks availability from 10 characters on', () => {
    expect(shouldCheckPhone('071234567')).toBe(false);
    expect(shouldCheckPhone('0712345678')).toBe(true);
    expect(shouldCheckPhone(' 071234567 ')).toBe(false);
  });
});
