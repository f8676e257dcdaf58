// The registration wizard's logic (spec 1 §4 "Registration wizard", §5 Register steps 1–3):
// steps, per-step validation, the phone availability check and the register payload.
import {
  COLLEGES,
  collegeOfProgram,
  departmentOfProgram,
  isTanzanianPhone,
  LIMITS,
  MESSAGES,
  type TPhoneCheckAnswer,
  type TRegisterInput,
  ZRegisterStep1,
  ZRegisterStep2,
  ZRegisterStep3,
} from '@ptlog/shared';
import { i18n } from '../../i18n/i18n';
import { translateMessage } from '../../i18n/messages';
import { isApiError } from '../../lib/api-error';
import type { DeviceInfo } from '../../lib/device';
import { type TFieldErrors, zodFormErrors } from '../../lib/zod-form';
import type { TRegistrationInfo } from './registration-info';

/** The steps by their key under 'register.steps' in the auth strings. */
export const WIZARD_STEPS = ['personalInfo', 'accountDetails', 'academicInfo'] as const;
export const LAST_STEP = WIZARD_STEPS.length - 1;

/** Everything the three steps collect; select values are '' until chosen. */
export interface TRegisterFormValues {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  password: string;
  password_confirm: string;
  accept_terms: boolean;
  college: string;
  program: string;
  pt_phase: string;
  academic_year: string;
  area_of_field: string;
  region: string;
  student_id: string;
  supervisor_name: string;
  supervisor_email: string;
}

export const EMPTY_REGISTER_FORM: TRegisterFormValues = {
  first_name: '',
  last_name: '',
  phone_number: '',
  email: '',
  password: '',
  password_confirm: '',
  accept_terms: false,
  college: '',
  program: '',
  pt_phase: '',
  academic_year: '',
  area_of_field: '',
  region: '',
  student_id: '',
  supervisor_name: '',
  supervisor_email: '',
};

const STEP_SCHEMAS = [ZRegisterStep1, ZRegisterStep2, ZRegisterStep3] as const;

/** The fields each step shows, so a server error can be traced back to its step. */
export const STEP_FIELDS: readonly (readonly (keyof TRegisterFormValues)[])[] = [
  ['first_name', 'last_name', 'phone_number'],
  ['email', 'password', 'password_confirm', 'accept_terms'],
  [
    'college',
    'program',
    'pt_phase',
    'academic_year',
    'area_of_field',
    'region',
    'student_id',
    'supervisor_name',
    'supervisor_email',
  ],
];

export function stepOfField(field: string): number | null {
  const index = STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field));
  return index === -1 ? null : index;
}

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

/** Back moves one step, never below the first; Next never beyond the last. */
export function previousStep(step: number): number {
  return Math.max(0, step - 1);
}
export function nextStep(step: number): number {
  return Math.min(LAST_STEP, step + 1);
}

/** Progress bar value in percent: step 1 of 3 shows a third. */
export function progressPercent(step: number): number {
  return Math.round(((step + 1) / WIZARD_STEPS.length) * 100);
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
// Phone availability (spec 1 §5 Register step 1).

export type TPhoneCheckStatus = 'available' | 'taken' | 'invalid' | 'unverified';

export interface TPhoneCheck {
  status: TPhoneCheckStatus;
  message: string;
}

export function shouldCheckPhone(phone: string): boolean {
  return phone.trim().length >= LIMITS.PHONE_CHECK_MIN_LENGTH;
}

export function phoneCheckFromAnswer(answer: TPhoneCheckAnswer, phone: string): TPhoneCheck {
  if (answer.available) {
    return { status: 'available', message: answer.message || MESSAGES.register.phoneAvailable };
  }
  return { status: 'taken', message: answer.message || MESSAGES.register.phoneTaken(phone) };
}

/**
 * A 400 means the server finds the format invalid; any other failure (404, 500, network) must
 * not block registration, so the number counts as available without being confirmed.
 */
export function phoneCheckFromError(error: unknown): TPhoneCheck {
  if (isApiError(error) && error.status === 400) {
    return { status: 'invalid', message: MESSAGES.register.phoneFormatInvalid };
  }
  return { status: 'unverified', message: '' };
}

export function phoneCheckAllowsNext(check: TPhoneCheck): boolean {
  return check.status === 'available' || check.status === 'unverified';
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

/** Where the wizard goes after registering. */
export function activationPath(email: string): string {
  return `/account-activation?email=${encodeURIComponent(email)}`;
}
