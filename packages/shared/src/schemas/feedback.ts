// Help Center feedback form, POST /auth/feedback/ (spec 2 §3, §5).
import { z } from 'zod';
import { FEEDBACK_TYPES } from '../constants/tokens';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { requiredText } from './text';

export const ZFeedbackInput = z.object({
  type: z.enum(FEEDBACK_TYPES).default('other'),
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
