// The text of a broadcast mail. Plain text only (the transport sends no HTML part), so nothing a
// staff member or a spreadsheet types can become markup.
import type { TLanguage } from '@ptlog/shared';
import type { TCampaignMail } from '../mail/outbox';
import { greeting } from '../mail/templates';

/** Message text with \n line ends and no control characters but tabs and line breaks. */
export function plainBody(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n\t]/gu, '');
}

/** The text one recipient gets: the greeting in their language, the message, the signature. */
export function broadcastText(
  recipient: { name: string | null; language?: TLanguage },
  body: string,
): string {
  return [
    greeting(recipient.language ?? 'en', recipient.name),
    '',
    body,
    '',
    '--',
    'PT Logbook',
  ].join('\n');
}

export function broadcastMail(
  campaignId: number,
  recipient: { email: string; name: string | null; language?: TLanguage },
  content: { subject: string; body: string },
): TCampaignMail {
  return {
    to: recipient.email,
    subject: content.subject,
    text: broadcastText(recipient, content.body),
    idempotencyKey: `campaign:${campaignId}:${recipient.email}`,
  };
}
