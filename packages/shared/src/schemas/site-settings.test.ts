import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { paymentEntryHoldsTwoNumbers, ZSiteSettings } from './site-settings';

const settings = (payment_numbers: string[]) =>
  ZSiteSettings.safeParse({ payment_numbers, support_whatsapp: '' });

describe('payment numbers (Admin Settings, one per line)', () => {
  it('takes a provider and one number per entry', () => {
    expect(settings(['M-Pesa 0754 111 222', 'Tigo Pesa +255 715 444 555']).success).toBe(true);
    expect(paymentEntryHoldsTwoNumbers('M-Pesa Lipa 123456 0754 111 222')).toBe(false);
  });

  it('refuses two numbers on one line with "one number per line"', () => {
    const answer = settings(['M-Pesa 0754 111 222, Airtel Money 0688 333 444']);
    expect(answer.success).toBe(false);
    expect(answer.error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGES.siteSettings.onePerLine,
    ]);
    expect(paymentEntryHoldsTwoNumbers('0754111222 Airtel 0688333444')).toBe(true);
  });
});

describe('a payment number listed twice', () => {
  it('is refused on its second line, whatever the spacing or the +255', () => {
    const answer = settings(['M-Pesa 0754 111 222', 'Lipa 0754-111-222', 'Tigo Pesa 0715 444 555']);
    expect(answer.success).toBe(false);
    expect(answer.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['payment_numbers', 1], MESSAGES.siteSettings.numberTwice],
    ]);
    expect(settings(['M-Pesa 0754 111 222', 'Airtel 0688 333 444']).success).toBe(true);
  });
});

describe('support WhatsApp number', () => {
  const whatsapp = (support_whatsapp: string) =>
    ZSiteSettings.safeParse({ payment_numbers: [], support_whatsapp });

  it('takes a Tanzanian number as typed, spaces and all, or none', () => {
    expect(whatsapp('+255 754 111 222').success).toBe(true);
    expect(whatsapp('0754-111-222').success).toBe(true);
    expect(whatsapp('').success).toBe(true);
  });

  it('refuses a number padded past any way of writing it', () => {
    const answer = whatsapp(`0${' '.repeat(5_000)}754111222`);
    expect(answer.success).toBe(false);
    expect(answer.error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGES.siteSettings.whatsappInvalid,
    ]);
  });
});
