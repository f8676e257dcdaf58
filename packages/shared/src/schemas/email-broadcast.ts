// Staff e-mail broadcast forms (spec 2 §5 "Email to all users", "Email from Excel").
import { z } from 'zod';
import { COLLEGE_CODES, PROGRAM_CODES } from '../constants/colleges';
import { LANGUAGES } from '../constants/languages';
import { PT_PHASES } from '../constants/pt-phases';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { hasDirectionOverrides, oneLine } from '../rules/control-characters';
import { collegeOfProgram } from '../rules/programs';
import { ZPage } from './page';

const noDirectionOverrides = (value: string) => !hasDirectionOverrides(value);

/**
 * Both forms: trimmed, length-limited, and no bidi override (refused, never stripped). The minimum
 * lengths count what a reader sees (oneLine): three zero-width spaces are an empty subject.
 */
function broadcastFields(emptyMessage: string) {
  const visible = (value: string) => oneLine(value).length;
  const field = (max: number, tooLong: string, min: number, tooShort: string) =>
    z
      .string({ error: emptyMessage })
      .trim()
      .min(1, emptyMessage)
      .max(max, tooLong)
      .refine((value) => value === '' || visible(value) > 0, emptyMessage)
      .refine((value) => visible(value) === 0 || visible(value) >= min, tooShort)
      .refine(noDirectionOverrides, MESSAGES.email.directionControls);
  return {
    subject: field(
      LIMITS.SUBJECT_MAX,
      MESSAGES.email.subjectTooLong,
      LIMITS.EMAIL_SUBJECT_MIN,
      MESSAGES.email.subjectTooShort,
    ),
    message: field(
      LIMITS.MESSAGE_MAX,
      MESSAGES.email.messageTooLong,
      LIMITS.EMAIL_MESSAGE_MIN,
      MESSAGES.email.messageTooShort,
    ),
  };
}

/**
 * Who "Send to all users" reaches (ours): active accounts with a verified address, students only
 * or everyone (staff included, the spec's "all users").
 */
export const BROADCAST_AUDIENCES = ['students', 'everyone'] as const;
export type TBroadcastAudienceKind = (typeof BROADCAST_AUDIENCES)[number];

/**
 * The audience fields of the send (all optional, ours). Without `audience` the send keeps the
 * spec's contract: everyone. PT phase, college and program narrow the students only.
 */
const audienceFields = {
  audience: z.enum(BROADCAST_AUDIENCES).optional(),
  pt_phase: z.enum(PT_PHASES).nullish(),
  college: z.enum(COLLEGE_CODES).nullish(),
  program: z.enum(PROGRAM_CODES).nullish(),
};

type TAudienceFields = z.infer<z.ZodObject<typeof audienceFields>>;

function checkAudience(value: TAudienceFields, context: z.RefinementCtx): void {
  const narrowed = Boolean(value.pt_phase || value.college || value.program);
  if (narrowed && (value.audience ?? 'everyone') === 'everyone') {
    context.addIssue({
      code: 'custom',
      path: ['audience'],
      message: MESSAGES.email.audienceFiltersNeedStudents,
    });
  }
  if (value.program && value.college && collegeOfProgram(value.program)?.code !== value.college) {
    context.addIssue({
      code: 'custom',
      path: ['program'],
      message: MESSAGES.email.programNotInCollege,
    });
  }
}

/** POST /admin-dashboard/send-email-to-users/: the spec's {subject, message}, and the audience. */
export const ZEmailBroadcastInput = z
  .object({ ...broadcastFields(MESSAGES.email.subjectAndMessageRequired), ...audienceFields })
  .superRefine(checkAudience);
export type TEmailBroadcastInput = z.infer<typeof ZEmailBroadcastInput>;

/** An audience as the send uses and stores it: every field present, a program's college filled in. */
export const ZBroadcastAudience = z.object({
  audience: z.enum(BROADCAST_AUDIENCES),
  pt_phase: z.enum(PT_PHASES).nullable(),
  college: z.enum(COLLEGE_CODES).nullable(),
  program: z.enum(PROGRAM_CODES).nullable(),
});
export type TBroadcastAudience = z.infer<typeof ZBroadcastAudience>;

/** Everyone: what a send without an audience, and every send from before audiences, went to. */
export const BROADCAST_TO_EVERYONE: TBroadcastAudience = {
  audience: 'everyone',
  pt_phase: null,
  college: null,
  program: null,
};

/** The audience of a send's fields: 'everyone' when none is named, a program's own college. */
export function broadcastAudienceOf(input: TAudienceFields): TBroadcastAudience {
  const program = input.program ?? null;
  return {
    audience: input.audience ?? 'everyone',
    pt_phase: input.pt_phase ?? null,
    college: program ? (collegeOfProgram(program)?.code ?? null) : (input.college ?? null),
    program,
  };
}

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
  /** Excel only (ours): addresses skipped because their account is banned or deleted. */
  inactive_count: count,
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
  inactive_count: count,
});
export type TEmailSheetPreview = z.infer<typeof ZEmailSheetPreview>;

/** One recipient's copy of a broadcast, exactly as the send writes it (plain text). */
export const ZBroadcastMailPreview = z.object({
  /** The recipient's language: it words the greeting. */
  language: z.enum(LANGUAGES),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type TBroadcastMailPreview = z.infer<typeof ZBroadcastMailPreview>;

/**
 * Answer (200) of POST /admin-dashboard/send-email-to-users/?dry_run=1 (ours): how many the send
 * would queue, and the mail of the first recipient in each language the audience has.
 */
export const ZEmailAudiencePreview = z.object({
  success: z.literal(true),
  dry_run: z.literal(true),
  audience: ZBroadcastAudience,
  recipients: count,
  previews: z.array(ZBroadcastMailPreview),
});
export type TEmailAudiencePreview = z.infer<typeof ZEmailAudiencePreview>;

/** GET /admin-dashboard/api/email-campaigns/{id}/ (ours): a broadcast and its delivery progress. */
export const ZEmailCampaign = z.object({
  id: z.number().int(),
  source: z.enum(EMAIL_CAMPAIGN_SOURCES),
  subject: z.string(),
  message: z.string(),
  /** The uploaded sheet's name (excel only). */
  file_name: z.string().nullable(),
  /** Whom a send to users went to (all_users only; null for a sheet). */
  audience: ZBroadcastAudience.nullable(),
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
