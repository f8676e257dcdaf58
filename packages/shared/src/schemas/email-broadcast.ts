// Staff e-mail broadcast forms (spec 2 §5 "Email to all users", "Email from Excel").
import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { hasDirectionOverrides } from '../rules/control-characters';
import { ZPage } from './page';

const noDirectionOverrides = (value: string) => !hasDirectionOverrides(value);

/** Both forms: trimmed, length-limited, and no bidi override (refused, never stripped). */
function broadcastFields(emptyMessage: string) {
  return {
    subject: z
      .string({ error: emptyMessage })
      .trim()
      .min(1, emptyMessage)
      .max(LIMITS.SUBJECT_MAX, MESSAGES.email.subjectTooLong)
      .refine(
        (value) => value === '' || value.length >= LIMITS.EMAIL_SUBJECT_MIN,
        MESSAGES.email.subjectTooShort,
      )
      .refine(noDirectionOverrides, MESSAGES.email.directionControls),
    message: z
      .string({ error: emptyMessage })
      .trim()
      .min(1, emptyMessage)
      .max(LIMITS.MESSAGE_MAX, MESSAGES.email.messageTooLong)
      .refine(
        (value) => value === '' || value.length >= LIMITS.EMAIL_MESSAGE_MIN,
        MESSAGES.email.messageTooShort,
      )
      .refine(noDirectionOverrides, MESSAGES.email.directionControls),
  };
}

/** POST /admin-dashboard/send-email-to-users/. */
export const ZEmailBroadcastInput = z.object(
  broadcastFields(MESSAGES.email.subjectAndMessageRequired),
);
export type TEmailBroadcastInput = z.infer<typeof ZEmailBroadcastInput>;

/** Text fields of POST /admin-dashboard/send-email-from-excel/ (the file is checked by xlsxFileProblem). */
export const ZEmailExcelFields = z.object(broadcastFields(MESSAGES.email.subjectAndMessageEmpty));
export type TEmailExcelFields = z.infer<typeof ZEmailExcelFields>;

/** Where a campaign's recipients came from. */
export const EMAIL_CAMPAIGN_SOURCES = ['all_users', 'excel'] as const;
export type TEmailCampaignSource = (typeof EMAIL_CAMPAIGN_SOURCES)[number];

const count = z.number().int().min(0);

/** A sheet row whose address was not sent to (ours): row number as Excel shows it, cell text. */
export const ZInvalidRecipient = z.object({ row: z.number().int().min(1), value: z.string() });
export type TInvalidRecipient = z.infer<typeof ZInvalidRecipient>;

/**
 * Answer of both send calls (202): the mails are queued, not yet sent. `message` and `detail` carry
 * the spec's success text; the rest is ours, for the progress view.
 */
export const ZEmailSendAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  detail: z.string(),
  campaign_id: z.number().int(),
  /** Mails queued: one per distinct address. */
  queued: count,
  /** Excel only: rows skipped because the address is invalid (at most the first 200 listed). */
  invalid_count: count,
  invalid_emails: z.array(ZInvalidRecipient),
  /** Excel only: rows skipped because the address appeared on an earlier row. */
  duplicate_count: count,
});
export type TEmailSendAnswer = z.infer<typeof ZEmailSendAnswer>;

/**
 * Answer (200) of POST /admin-dashboard/send-email-from-excel/?dry_run=1 (ours): the sheet read
 * and checked as the send would, nothing queued, so the sender confirms a known number of mails.
 */
export const ZEmailSheetPreview = z.object({
  success: z.literal(true),
  dry_run: z.literal(true),
  file_name: z.string(),
  /** Mails the send would queue: one per distinct valid address. */
  recipients: count,
  invalid_count: count,
  invalid_emails: z.array(ZInvalidRecipient),
  duplicate_count: count,
});
export type TEmailSheetPreview = z.infer<typeof ZEmailSheetPreview>;

/** GET /admin-dashboard/api/email-campaigns/{id}/ (ours): a broadcast and its delivery progress. */
export const ZEmailCampaign = z.object({
  id: z.number().int(),
  source: z.enum(EMAIL_CAMPAIGN_SOURCES),
  subject: z.string(),
  message: z.string(),
  /** The uploaded sheet's name (excel only). */
  file_name: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  queued: count,
  sent: count,
  failed: count,
  /** queued − sent − failed: still waiting or being retried. */
  pending: count,
  invalid: count,
  /** 'sending' while any mail is pending, then 'done'. */
  status: z.enum(['sending', 'done']),
});
export type TEmailCampaign = z.infer<typeof ZEmailCampaign>;

/** GET /admin-dashboard/api/email-campaigns/ (ours): newest first, paged. */
export const ZEmailCampaignPage = ZPage(ZEmailCampaign);
export type TEmailCampaignPage = z.infer<typeof ZEmailCampaignPage>;
