// Staff e-mail broadcast forms (spec 2 §5 "Email to all users", "Email from Excel").
import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';

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
      ),
    message: z
      .string({ error: emptyMessage })
      .trim()
      .min(1, emptyMessage)
      .max(LIMITS.MESSAGE_MAX, MESSAGES.email.messageTooLong)
      .refine(
        (value) => value === '' || value.length >= LIMITS.EMAIL_MESSAGE_MIN,
        MESSAGES.email.messageTooShort,
      ),
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
