// Supervisor sign-off by e-mailed link (issue 17): the student's request, the public page's
// week and the supervisor's decision, and the state of a week's sign-off as the app shows it.
import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { isOneLineName } from './text';

/** Where a week stands with the supervisor (staff lists and the week page). */
export const SIGNOFF_STATES = ['draft', 'submitted', 'sent', 'approved', 'returned'] as const;
export type TSignoffState = (typeof SIGNOFF_STATES)[number];

export const SIGNOFF_DECISIONS = ['approve', 'return'] as const;
export type TSignoffDecision = (typeof SIGNOFF_DECISIONS)[number];

/** POST /reports/weekly/{id}/request_signoff/: an optional note to the supervisor. */
export const ZSignoffRequestInput = z.object({
  message: z
    .string()
    .trim()
    .max(LIMITS.SIGNOFF_MESSAGE_MAX, MESSAGES.signoff.messageTooLong)
    .optional(),
});
export type TSignoffRequestInput = z.infer<typeof ZSignoffRequestInput>;

export const ZSignoffRequestAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  /** When the link stops working (ISO). */
  expires_at: z.string(),
});
export type TSignoffRequestAnswer = z.infer<typeof ZSignoffRequestAnswer>;

/** POST /signoff/{token}/: the supervisor's decision; a comment is required to return the week. */
export const ZSignoffDecisionInput = z
  .object({
    decision: z.enum(SIGNOFF_DECISIONS, { error: MESSAGES.signoff.decisionRequired }),
    signer_name: z
      .string({ error: MESSAGES.signoff.signerRequired })
      .trim()
      .min(1, MESSAGES.signoff.signerRequired)
      .max(200, MESSAGES.generic.textTooLong(200))
      .refine(isOneLineName, MESSAGES.generic.nameCharacters),
    comment: z
      .string()
      .trim()
      .max(LIMITS.SIGNOFF_COMMENT_MAX, MESSAGES.signoff.commentTooLong)
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.decision === 'return' && !value.comment) {
      context.addIssue({
        code: 'custom',
        path: ['comment'],
        message: MESSAGES.signoff.commentRequired,
      });
    }
  });
export type TSignoffDecisionInput = z.infer<typeof ZSignoffDecisionInput>;

export const ZSignoffDecisionAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  status: z.enum(['APPROVED', 'DRAFT']),
});
export type TSignoffDecisionAnswer = z.infer<typeof ZSignoffDecisionAnswer>;

const ZPrintedDay = z.object({
  /** 'Monday' … 'Friday'. */
  label: z.string(),
  date: z.string(),
  description: z.string(),
  hours: z.number(),
});

/** GET /signoff/{token}/: the week exactly as it prints, for the supervisor. */
export const ZSignoffPage = z.object({
  student_name: z.string(),
  registration_number: z.string(),
  program: z.string(),
  company: z.string(),
  week_number: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  days: z.array(ZPrintedDay),
  total_hours: z.number(),
  main_job_title: z.string(),
  operations: z.array(
    z.object({ step: z.number().int(), description: z.string(), tools: z.string() }),
  ),
  /** The student's note to the supervisor ('' when none). */
  message: z.string(),
  supervisor_name: z.string(),
  supervisor_position: z.string(),
  expires_at: z.string(),
  /**
   * This browser is signed in as the week's student (its access token came with the read): the
   * page says only the supervisor decides, and a decision sent from it is refused (403 own_week).
   */
  signed_in_as_student: z.boolean(),
});
export type TSignoffPage = z.infer<typeof ZSignoffPage>;

/**
 * The 410 of a real link that no longer works (link_used, link_replaced, link_expired) names its
 * week beside `detail` and `code`: "Week 3 of Amina Juma's log book", nothing more.
 */
export const ZSignoffGoneWeek = z.object({
  week_number: z.number().int(),
  student_name: z.string().min(1),
});
export type TSignoffGoneWeek = z.infer<typeof ZSignoffGoneWeek>;

/** A week's sign-off on the week page: sent, approved (who, when) or returned (the comment). */
export const ZWeekSignoff = z.object({
  state: z.enum(SIGNOFF_STATES),
  /** When the week was last sent to the supervisor (ISO), while it waits. */
  sent_at: z.string().nullable(),
  /** The address the newest link went to, while the week waits. */
  sent_to: z.string().nullable(),
  /** When the newest link stops working (ISO), while the week waits; past = expired, send again. */
  expires_at: z.string().nullable(),
  approved_by: z.string().nullable(),
  approved_position: z.string().nullable(),
  approved_at: z.string().nullable(),
  /** The supervisor's comment when approving ('' or null when none). */
  approval_comment: z.string().nullable(),
  returned_by: z.string().nullable(),
  returned_at: z.string().nullable(),
  return_comment: z.string().nullable(),
});
export type TWeekSignoff = z.infer<typeof ZWeekSignoff>;

/** GET/PUT /user/reminders/: whether the person gets reminder e-mails. */
export const ZReminderSettings = z.object({ enabled: z.boolean() });
export type TReminderSettings = z.infer<typeof ZReminderSettings>;

/** The state of a week from its status and sign-off times (a week sent and not yet decided is 'sent'). */
export function signoffStateOf(week: {
  status: 'DRAFT' | 'SUBMITTED' | 'APPROVED';
  sentAt: unknown;
  returnedAt: unknown;
}): TSignoffState {
  if (week.status === 'APPROVED') return 'approved';
  if (week.status === 'SUBMITTED') return week.sentAt ? 'sent' : 'submitted';
  return week.returnedAt ? 'returned' : 'draft';
}

/** East Africa Time, where the placements are: UTC+3 all year. */
export const EAT_OFFSET_MINUTES = 180;

const eatWallClock = (moment: Date | string) =>
  new Date(new Date(moment).getTime() + EAT_OFFSET_MINUTES * 60_000);
const two = (value: number) => String(value).padStart(2, '0');

/** A moment as 'dd-mm-yyyy HH:MM EAT' (approvals print the same on every device and server). */
export function formatEatDateTime(moment: Date | string): string {
  const eat = eatWallClock(moment);
  return `${two(eat.getUTCDate())}-${two(eat.getUTCMonth() + 1)}-${eat.getUTCFullYear()} ${two(eat.getUTCHours())}:${two(eat.getUTCMinutes())} EAT`;
}

/**
 * The calendar date in East Africa Time of a moment, as YYYY-MM-DD: the placement's "today" on a
 * server whatever its own time zone (a UTC host would otherwise refuse today's entry as a future
 * date from midnight to 03:00 in Tanzania).
 */
export function eatDateOf(moment: Date): string {
  const eat = eatWallClock(moment);
  return `${String(eat.getUTCFullYear()).padStart(4, '0')}-${two(eat.getUTCMonth() + 1)}-${two(eat.getUTCDate())}`;
}
