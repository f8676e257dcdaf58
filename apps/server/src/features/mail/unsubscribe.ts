// The one-click unsubscribe link every reminder-related e-mail carries (issue 17). The token is
// the address and an HMAC of it under the app secret: nothing to store, and nobody can make a
// link for another address. Reminder mails also name it in List-Unsubscribe headers.
import { createHmac } from 'node:crypto';
import type { TLanguage } from '@ptlog/shared';
import { constantTimeEqual } from '../../lib/secrets';

const PURPOSE = 'unsubscribe-reminders';

function tagOf(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${email}`).digest('base64url');
}

export function unsubscribeToken(secret: string, email: string): string {
  const address = email.trim().toLowerCase();
  return `${Buffer.from(address).toString('base64url')}.${tagOf(secret, address)}`;
}

/** The address of a genuine token, or undefined. */
export function emailOfUnsubscribeToken(secret: string, token: string): string | undefined {
  const [encoded, tag, ...rest] = token.split('.');
  if (!encoded || !tag || rest.length > 0) return undefined;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  return constantTimeEqual(tag, tagOf(secret, email)) ? email : undefined;
}

export function unsubscribeLink(publicUrl: string, secret: string, email: string): string {
  return `${publicUrl}/api/reminders/unsubscribe/?token=${unsubscribeToken(secret, email)}`;
}

/**
 * The headers that let a mail client offer "Unsubscribe" (RFC 2369) and do it with one POST,
 * without opening a page (RFC 8058). RFC 8058 allows the POST only to an https link, so over a
 * plain-http PUBLIC_URL (development) only List-Unsubscribe is sent.
 */
export function oneClickUnsubscribeHeaders(link: string): Record<string, string> {
  const headers: Record<string, string> = { 'List-Unsubscribe': `<${link}>` };
  if (link.startsWith('https://')) headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  return headers;
}

const HOW_TO_STOP = {
  en: 'To stop PT Logbook reminder e-mails, open this link:',
  sw: 'Kuacha kupokea barua pepe za vikumbusho vya PT Logbook, fungua kiungo hiki:',
} as const;

/** The footer of a mail: how to stop reminders with one click. */
export function unsubscribeFooter(link: string, language: TLanguage = 'en'): string[] {
  return ['', '--', HOW_TO_STOP[language], link];
}

/** The footer of a mail written in English, then Kiswahili (the supervisor's): both lines. */
export function bilingualUnsubscribeFooter(link: string): string[] {
  return ['', '--', HOW_TO_STOP.en, HOW_TO_STOP.sw, link];
}
