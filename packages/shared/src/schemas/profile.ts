// The student profile as the API answers it (spec 1 §3) and the profile update form.
import { z } from 'zod';
import { PROGRAM_CODES } from '../constants/colleges';
import { PT_PHASES } from '../constants/pt-phases';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { ZLanguage } from './language';
import { optionalOneLineText, optionalPersonName, optionalText, personName } from './text';

export const ZUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
  profile_picture: z.string().nullable(),
  /** The account's language (issue 20); a user stored on the device before it existed reads 'en'. */
  language: ZLanguage.default('en'),
});
export type TUser = z.infer<typeof ZUser>;

export const ZProfile = z.object({
  email_verified: z.boolean(),
  user_details: z.object({
    email: z.string(),
    full_name: z.string(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  program: z.enum(PROGRAM_CODES).nullable(),
  year_of_study: z.number().int().min(1).max(LIMITS.YEAR_OF_STUDY_MAX).nullable(),
  pt_phase: z.enum(PT_PHASES).nullable(),
  department: z.string(),
  phone_number: z.string(),
  company_name: z.string().nullable(),
  company_region: z.string().nullable(),
  student_id: z.string(),
  supervisor_name: z.string(),
  supervisor_email: z.string(),
  /** Ours (issue 17): shown on the approval. */
  supervisor_position: z.string(),
  supervisor_phone: z.string(),
  profile_picture: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** GET/PUT /auth/profile/: the profile plus the user, so a reload refreshes names, picture and is_staff. */
export const ZProfileAnswer = ZProfile.extend({ user: ZUser });
export type TProfileAnswer = z.infer<typeof ZProfileAnswer>;

/**
 * Whether a supervisor e-mail is an address a sign-off link can be mailed to: the one rule of the
 * profile form, the profile's PUT and request_signoff (a value typed in the unvalidated wizard,
 * "joseph.mrema@gmail", is refused when sending).
 */
export const isSupervisorEmail = (value: string): boolean => z.email().safeParse(value).success;

/**
 * A supervisor e-mail as stored: an address lower-cased; anything else trimmed but as typed, so
 * the profile shows it for correction.
 */
export const supervisorEmailOf = (value: string): string => {
  const lower = value.trim().toLowerCase();
  return isSupervisorEmail(lower) ? lower : value.trim();
};

/** PUT /auth/profile/. The phone number is not here: it cannot change after registration. */
export const ZProfileUpdateInput = z.object({
  first_name: personName(MESSAGES.profile.firstNameRequired),
  last_name: personName(MESSAGES.profile.lastNameRequired),
  program: z.enum(PROGRAM_CODES).nullable().optional(),
  year_of_study: z
    .number()
    .int()
    .min(1)
    .max(LIMITS.ACADEMIC_YEARS[LIMITS.ACADEMIC_YEARS.length - 1]!)
    .nullable()
    .optional(),
  pt_phase: z.enum(PT_PHASES).nullable().optional(),
  department: optionalText(),
  company_name: optionalText(LIMITS.COMPANY_NAME_MAX),
  company_region: optionalText(),
  student_id: optionalOneLineText(),
  supervisor_name: optionalPersonName(),
  supervisor_email: optionalText()
    .transform((value) => value?.toLowerCase())
    .refine((value) => !value || isSupervisorEmail(value), MESSAGES.signoff.supervisorEmailInvalid),
  supervisor_position: optionalText(200),
  supervisor_phone: optionalText(30).refine(
    (value) => !value || /^\+?\d[\d ]{5,18}\d$/.test(value),
    MESSAGES.signoff.supervisorPhoneInvalid,
  ),
});
export type TProfileUpdateInput = z.infer<typeof ZProfileUpdateInput>;
