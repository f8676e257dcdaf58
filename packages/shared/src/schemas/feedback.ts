// Help Center feedback form, POST /auth/feedback/ (spec 2 §3, §5), and the staff inbox (ours).
import { z } from 'zod';
import { FEEDBACK_TYPES } from '../constants/tokens';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { ZPage } from './page';
import { requiredText } from './text';

export const ZFeedbackType = z.enum(FEEDBACK_TYPES, { error: MESSAGES.feedback.typeInvalid });

export const ZFeedbackInput = z.object({
  type: ZFeedbackType.default('other'),
  subject: requiredText(
    MESSAGES.feedback.subjectRequired,
    LIMITS.SUBJECT_MAX,
    MESSAGES.email.subjectTooLong,
  ),
  message: requiredText(
    MESSAGES.feedback.messageRequired,
    LIMITS.MESSAGE_MAX,
    MESSAGES.email.messageTooLong,
  ),
});
export type TFeedbackInput = z.infer<typeof ZFeedbackInput>;

/** Answer of POST /auth/feedback/ (201). */
export const ZFeedbackSubmitted = z.object({
  success: z.literal(true),
  /** 'Thanks! Your feedback has been submitted.' */
  message: z.string(),
  id: z.number().int(),
});
export type TFeedbackSubmitted = z.infer<typeof ZFeedbackSubmitted>;

/** One entry of the staff inbox, GET /admin-dashboard/api/feedback/ (ours). */
export const ZFeedbackItem = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  handled_at: z.string().nullable(),
  handled_by_name: z.string().nullable(),
  created_at: z.string(),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    full_name: z.string(),
  }),
});
export type TFeedbackItem = z.infer<typeof ZFeedbackItem>;

export const ZFeedbackPage = ZPage(ZFeedbackItem);
export type TFeedbackPage = z.infer<typeof ZFeedbackPage>;

/** Query of the inbox: `type` and `handled` (true | false), both optional. */
export const ZFeedbackFilters = z.object({
  type: z.enum(FEEDBACK_TYPES).optional(),
  handled: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type TFeedbackFilters = z.infer<typeof ZFeedbackFilters>;

/** PATCH /admin-dashboard/api/feedback/{id}/. */
export const ZFeedbackHandledInput = z.object({ handled: z.boolean() });
export type TFeedbackHandledInput = z.infer<typeof ZFeedbackHandledInput>;
