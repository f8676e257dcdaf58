// The three-step registration wizard and the register payload (spec 1 §3, §5).
import { z } from 'zod';
import { PROGRAM_CODES } from '../constants/colleges';
import { PT_PHASES } from '../constants/pt-phases';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { hasControlCharacters } from '../rules/control-characters';
import { emailField } from './auth';
import { ZLanguage } from './language';
import { ZTanzanianPhone } from './phone';
import { supervisorEmailOf } from './profile';
import {
  optionalOneLineText,
  optionalPersonName,
  optionalText,
  passwordField,
  personName,
  requiredText,
} from './text';

const academicYear = z.coerce
  .number({ error: MESSAGES.register.academicYearRequired })
  .refine(
    (year) => (LIMITS.ACADEMIC_YEARS as readonly number[]).includes(year),
    MESSAGES.register.academicYearRequired,
  );

export const ZRegisterStep1 = z.object({
  first_name: personName(MESSAGES.register.firstNameRequired),
  last_name: personName(MESSAGES.register.lastNameRequired),
  phone_number: ZTanzanianPhone,
});
export type TRegisterStep1 = z.infer<typeof ZRegisterStep1>;

const step2Fields = {
  email: emailField(MESSAGES.register.emailRequired, MESSAGES.register.emailInvalid),
  password: passwordField(MESSAGES.register.passwordRequired, MESSAGES.register.passwordTooShort),
  password_confirm: z
    .string({ error: MESSAGES.register.confirmRequired })
    .min(1, MESSAGES.register.confirmRequired),
};

function passwordsMatch(form: { password: string; password_confirm: string }): boolean {
  return form.password_confirm === '' || form.password === form.password_confirm;
}
const mismatch = { error: MESSAGES.register.passwordsMismatch, path: ['password_confirm'] };

export const ZRegisterStep2 = z
  .object({
    ...step2Fields,
    accept_terms: z.literal(true, { error: MESSAGES.register.termsRequired }),
  })
  .refine(passwordsMatch, mismatch);
export type TRegisterStep2 = z.infer<typeof ZRegisterStep2>;

/** Academic Info. Student id, supervisor fields and region are deliberately not validated. */
export const ZRegisterStep3 = z.object({
  program: z.enum(PROGRAM_CODES, { error: MESSAGES.register.programRequired }),
  pt_phase: z.enum(PT_PHASES, { error: MESSAGES.register.ptPhaseRequired }),
  academic_year: academicYear,
  area_of_field: requiredText(MESSAGES.register.areaOfFieldRequired),
  student_id: optionalOneLineText(),
  supervisor_name: optionalPersonName(),
  supervisor_email: optionalText(),
  region: optionalText(),
});
export type TRegisterStep3 = z.infer<typeof ZRegisterStep3>;

// What a browser says about itself (apps/web lib/device.ts): short texts, numbers and flags, and
// the screen's size as one flat object of them. Bounded in depth, keys and length, so a
// registration stores a small record, never arbitrary JSON.
const DEVICE_INFO_KEYS_MAX = 20;
const DEVICE_INFO_KEY_MAX = 64;
const DEVICE_INFO_TEXT_MAX = 512;
const deviceInfoValue = z.union([
  z
    .string()
    .max(DEVICE_INFO_TEXT_MAX, MESSAGES.generic.textTooLong(DEVICE_INFO_TEXT_MAX))
    .refine((value) => !hasControlCharacters(value), MESSAGES.generic.controlCharacters),
  z.number(),
  z.boolean(),
]);
// The number of keys is checked before any key or value is parsed: a record checked after its
// values let 80 000 bad keys cost a second of CPU and an answer of megabytes, one issue each.
function deviceInfoRecord<T extends z.ZodType>(value: T) {
  return z.preprocess(
    (input, ctx) => {
      if (isObject(input) && Object.keys(input).length > DEVICE_INFO_KEYS_MAX) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.generic.validationFailed, input });
      }
      return input;
    },
    z.record(z.string().max(DEVICE_INFO_KEY_MAX), value),
  );
}
function isObject(input: unknown): input is object {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}
export const ZDeviceInfo = deviceInfoRecord(
  z.union([deviceInfoValue, deviceInfoRecord(deviceInfoValue)]),
);

/**
 * POST /auth/register/ body: the three steps combined under the payload's field names
 * (academic_year → year_of_study, area_of_field → company_name, region → company_region).
 * The username always equals the e-mail; the department is derived by the server when left out.
 */
export const ZRegisterInput = z
  .object({
    ...ZRegisterStep1.shape,
    ...step2Fields,
    username: z.string().optional(),
    program: ZRegisterStep3.shape.program,
    pt_phase: ZRegisterStep3.shape.pt_phase,
    year_of_study: academicYear,
    company_name: requiredText(MESSAGES.register.areaOfFieldRequired, LIMITS.COMPANY_NAME_MAX),
    company_region: optionalText(),
    department: optionalText(),
    student_id: optionalOneLineText(),
    supervisor_name: optionalPersonName(),
    // Not refused (the wizard does not validate it): request_signoff does, and the profile shows it.
    supervisor_email: optionalText().transform((value) => value && supervisorEmailOf(value)),
    device_fingerprint: optionalText(),
    device_fingerprint_confidence: z.number().min(0).max(1).optional(),
    device_info: ZDeviceInfo.optional(),
    /** The language the student registered in: the verification e-mail and later ones use it. */
    language: ZLanguage.optional(),
  })
  .refine(passwordsMatch, mismatch);
export type TRegisterInput = z.infer<typeof ZRegisterInput>;
