import { describe, expect, it } from 'vitest';
import { isTanzanianPhone, shownPaymentPhone, TANZANIAN_PHONE_RE, ZTanzanianPhone } from './phone';

function messages(value: unknown): string[] {
  const result = ZTanzanianPhone.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('Tanzanian phone numbers', () => {
  it.each(['+255712345678', '0712345678', '0612345678', '+255612345678', ' 0754123456 '])(
    'accepts %j',
    (phone) => {
      expect(isTanzanianPhone(phone)).toBe(true);
      expect(messages(phone)).toEqual([]);
    },
  );

  it('returns the trimmed number', () => {
    expect(ZTanzanianPhone.parse(' 0712345678 ')).toBe('0712345678');
  });

  it.each([
    '0012345678', // a 0 after the prefix
    '+2550712345678', // +255 followed by a leading 0
    '071234567', // too short
    '07123456789', // too long
    '255712345678', // no plus sign
    '+254712345678', // Kenya
    '0712 345 678', // inner spaces
    '07123a5678',
  ])('rejects %j with the spec message', (phone) => {
    expect(TANZANIAN_PHONE_RE.test(phone)).toBe(false);
    expect(messages(phone)).toEqual(['Please enter a valid Tanzanian phone number']);
  });

  it('reports only "required" for an empty or missing number', () => {
    expect(messages('')).toEqual(['Phone number is required']);
    expect(messages('   ')).toEqual(['Phone number is required']);
    expect(messages(undefined)).toEqual(['Phone number is required']);
  });
});

describe('shownPaymentPhone', () => {
  it('spells every form of one Tanzanian number as +255 and its 9 digits', () => {
    for (const stored of [
      '0754111222',
      '255754111222',
      '+255754111222',
      '+255 754 111 222',
      '0754-111-222',
      ' 0754 111 222 ',
    ]) {
      expect(shownPaymentPhone(stored), stored).toBe('+255754111222');
    }
  });

  it('keeps what is not a Tanzanian number exactly as stored', () => {
    for (const stored of [
      '+254712345678',
      '0712 345 67',
      '07123456789',
      '(0754) 111222',
      'none',
      '',
    ]) {
      expect(shownPaymentPhone(stored), stored).toBe(stored);
    }
  });
});
