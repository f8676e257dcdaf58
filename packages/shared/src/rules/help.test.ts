import { describe, expect, it } from 'vitest';
import { SUPPORT_GREETING, whatsappChatUrl } from './help';

describe('whatsappChatUrl', () => {
  it('keeps only the digits of the number and prefills the greeting', () => {
    expect(whatsappChatUrl('+255 754-000 000')).toBe(
      `https://wa.me/255754000000?text=${encodeURIComponent(SUPPORT_GREETING)}`,
    );
  });
  it('encodes the text', () => {
    expect(whatsappChatUrl('255754000000', 'R&D? yes')).toBe(
      'https://wa.me/255754000000?text=R%26D%3F%20yes',
    );
  });
  it('answers null without a usable number', () => {
    expect(whatsappChatUrl('0754 111 222')).toBe(
      `https://wa.me/255754111222?text=${encodeURIComponent(SUPPORT_GREETING)}`,
    );
    expect(whatsappChatUrl('')).toBeNull();
    expect(whatsappChatUrl('call us')).toBeNull();
  });
});
