// The registration wizard's logic (spec 1 §4 "Registration wizard", §5 Register steps 1–3):
// per-step validation, the academic step's choices and the register payload, with the zod
// schemas they use. The steps, the form's values and the phone check's states are in
// register-form.ts (the sign-up screen's first load), re-exported here.
import {
  COLLEGES,
  collegeOfProgram,
  departmentOfProgram,
  isTanzanianPhone,
  MESSAGES,
  type TRegisterInput,
  ZRegisterStep1,
  ZRegisterStep2,
  ZRegisterStep3,
} from '@ptlog/shared';
import { i18n } from '../../i18n/i18n';
import { translateMessage } from '../../i18n/messages';
import type { DeviceInfo } from '../../lib/device';
import { type TFieldErrors, zodFormErrors } from '../../lib/zod-form';
import type { TRegisterFormValues } from './register-form';
import type { TRegistrationInfo } from './registration-info';

export {
  activationPath,
  EMPTY_REGISTER_FORM,
  LAST_STEP,
  nextStep,
  phoneCheckAllowsNext,
  phoneCheckFromAnswer,
  phoneCheckFromError,
  previousStep,
  progressPercent,
  STEP_FIELDS,
  shouldCheckPhone,
  stepOfField,
  type TPhoneCheck,
  type TPhoneCheckStatus,
  type TRegisterFormValues,
  WIZARD_STEPS,
} from './register-form';

const STEP_SCHEMAS = [ZRegisterStep1, ZRegisterStep2, ZRegisterStep3] as const;

/** A Tanzanian number but for the spaces or dashes between its digits. */
function typedWithSeparators(phone: string): boolean {
  const trimmed = phone.trim();
  return /[\s-]/.test(trimmed) && isTanzanianPhone(trimmed.replace(/[\s-]/g, ''));
}

export function validateStep(step: number, values: TRegisterFormValues): TFieldErrors {
  const schema = STEP_SCHEMAS[step];
  if (!schema) return {};
  const errors = zodFormErrors(schema, values);
  // zod skips the object-level "passwords match" check while any field has an issue (say, the
  // terms box); report the mismatch together with the other problems.
  if (
    step === 1 &&
    !errors.password_confirm &&
    values.password_confirm !== '' &&
    values.password !== values.password_confirm
  ) {
    errors.password_confirm = translateMessage(MESSAGES.register.passwordsMismatch);
  }
  // A number typed as it is written down ("0712 345 678") is refused as the spec says, but the
  // reader is told what to change rather than that the number is not Tanzanian (the wording is in
  // register-strings, which the wizard's screens load).
  if (step === 0 && errors.phone_number && typedWithSeparators(values.phone_number)) {
    errors.phone_number = i18n.t('auth:personal.phoneNoSpaces');
  }
  // The program select stays disabled until a college is chosen: the college is what is missing.
  if (step === 2 && values.college === '' && errors.program) {
    delete errors.program;
    errors.college = translateMessage(MESSAGES.register.collegeRequired);
  }
  return errors;
}

/** 'CoICT: College of Information and Communication Technologies' (the code stays visible). */
export function collegeOptions(): { value: string; label: string }[] {
  return COLLEGES.map((college) => ({
    value: college.code,
    label: `${college.code}: ${college.name.replace(/\s*\([^)]*\)$/, '')}`,
  }));
}

/** The programs of the chosen college; none until a college is chosen. */
export function programOptions(college: string): { value: string; label: string }[] {
  const chosen = COLLEGES.find((candidate) => candidate.code === college);
  return (chosen?.programs ?? []).map((program) => ({ value: program.code, label: program.label }));
}

/** Changing the college keeps the program only when it belongs to the new college. */
export function programAfterCollegeChange(program: string, college: string): string {
  return collegeOfProgram(program)?.code === college ? program : '';
}

/** The department shown read-only under the program; empty until a program is chosen. */
export function departmentFor(program: string): string {
  return program ? departmentOfProgram(program) : '';
}

// ---------------------------------------------------------------------------------------------
// The register call (spec 1 §3 "Registration payload").

export type TRegisterPayload = Omit<TRegisterInput, 'username'> & { username: string };

/**
 * The POST /auth/register/ body. Text goes out as typed (DESIGN §4.4): the server trims it.
 * The e-mail doubles as the username; the department is derived from the program.
 * Call only after all three steps validated (the typed codes come from step 3's schema).
 */
export function buildRegisterPayload(
  values: TRegisterFormValues,
  device: DeviceInfo,
): TRegisterPayload {
  const academic = ZRegisterStep3.parse(values);
  return {
    username: values.email,
    email: values.email,
    first_name: values.first_name,
    last_name: values.last_name,
    password: values.password,
    password_confirm: values.password_confirm,
    phone_number: values.phone_number,
    student_id: values.student_id,
    program: academic.program,
    year_of_study: academic.academic_year,
    pt_phase: academic.pt_phase,
    department: departmentOfProgram(academic.program),
    supervisor_name: values.supervisor_name,
    supervisor_email: values.supervisor_email,
    company_name: values.area_of_field,
    company_region: values.region,
    device_fingerprint: device.fingerprint,
    device_fingerprint_confidence: device.fingerprintConfidence,
    device_info: {
      userAgent: device.userAgent,
      language: device.language,
      platform: device.platform,
      screen: device.screen,
      timezone: device.timezone,
    },
  };
}

/** What stays in browser storage after registering, for profile auto-completion (spec 1 §3). */
export function registrationInfoFrom(payload: TRegisterPayload): TRegistrationInfo {
  return {
    email: payload.email.trim().toLowerCase(),
    program: payload.program,
    year_of_study: payload.year_of_study,
    pt_phase: payload.pt_phase,
    company_name: payload.company_name.trim(),
    region: (payload.company_region ?? '').trim(),
    phone_number: payload.phone_number.trim(),
  };
}
