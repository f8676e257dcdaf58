// The Help Center's contact rules (spec 2 §2 /help).
import type { TLanguage } from '../constants/languages';

/** The greeting a WhatsApp chat with support starts with. */
export const SUPPORT_GREETING = 'Hello PT Logbook support, I need help with ';

/** The greeting in the language the student reads the app in. */
export const SUPPORT_GREETINGS: Readonly<Record<TLanguage, string>> = {
  en: SUPPORT_GREETING,
  sw: 'Habari timu ya msaada ya PT Logbook, naomba msaada kuhusu ',
};

/**
 * The wa.me chat link of a phone number written any way ('+255 754 000 000', '0754 000 000'),
 * prefilled with `text`; null when the number has no digits. wa.me takes the full international
 * number: a Tanzanian number written the local way (a leading 0) gets its 255 instead.
 */
export function whatsappChatUrl(phone: string, text: string = SUPPORT_GREETING): string | null {
  const written = phone.replace(/\D/g, '');
  const digits = /^0[1-9]\d{8}$/.test(written) ? `255${written.slice(1)}` : written;
  if (digits.length < 6) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
