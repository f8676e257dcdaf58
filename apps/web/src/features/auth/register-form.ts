// What the registration wizard's first load needs of its logic (spec 1 §4 "Registration wizard"):
// its steps, the form's values and the phone check's states. No zod here: the checks of each step
// and the register payload (register-wizard.ts) load once the student starts filling the form,
// so the sign-up screen paints without them (the first load of /register).
import { LIMITS, REGISTER_MESSAGES, type TPhoneCheckAnswer } from '@ptlog/shared';
import { isApiError } from '../../lib/api-error';

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
    return { status: 'available', message: answer.message || REGISTER_MESSAGES.phoneAvailable };
  }
  return { status: 'taken', message: answer.message || REGISTER_MESSAGES.phoneTaken(phone) };
}

/**
 * A 400 means the server finds the format invalid; any other failure (404, 500, network) must
 * not block registration, so the number counts as available without being confirmed.
 */
export function phoneCheckFromError(error: unknown): TPhoneCheck {
  if (isApiError(error) && error.status === 400) {
    return { status: 'invalid', message: REGISTER_MESSAGES.phoneFormatInvalid };
  }
  return { status: 'unverified', message: '' };
}

export function phoneCheckAllowsNext(check: TPhoneCheck): boolean {
  return check.status === 'available' || check.status === 'unverified';
}

/** Where the wizard goes after registering. */
export function activationPath(email: string): string {
  return `/account-activation?email=${encodeURIComponent(email)}`;
}
