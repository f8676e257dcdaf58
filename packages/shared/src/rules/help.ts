// The Help Center's contact rules (spec 2 §2 /help).

/** The greeting a WhatsApp chat with support starts with. */
export const SUPPORT_GREETING = 'Hello PT Logbook support, I need help with ';

/**
 * The wa.me chat link of a phone number written any way ('+255 754 000 000', '0754…' stays as
 * given digits), prefilled with `text`; null when the number has no digits.
 */
export function whatsappChatUrl(phone: string, text: string = SUPPORT_GREETING): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
