// Profile auto-completion (spec 1 §3): when program, year, phase, department or names are
// missing, fill what we can from the registration information kept in the browser, the account's
// full name and the department rule, and send one profile update. Nothing is invented.
import {
  collegeOfProgram,
  departmentOfProgram,
  isProgramCode,
  LIMITS,
  type TProfile,
  type TProfileUpdateInput,
} from '@ptlog/shared';
import type { TRegistrationInfo } from '../auth/registration-info';
import {
  fieldLabel,
  formValuesToUpdateInput,
  profileToFormValues,
  type TProfileFormField,
  type TProfileFormValues,
} from './profile-form';

/** The fields whose absence starts auto-completion. */
export const AUTO_COMPLETE_TRIGGERS = [
  'first_name',
  'last_name',
  'program',
  'year_of_study',
  'pt_phase',
  'department',
] as const satisfies readonly TProfileFormField[];

export interface TAutoCompletion {
  input: TProfileUpdateInput;
  /** The fields this completion fills, in form order. */
  filled: TProfileFormField[];
}

const OFFERED_YEARS: readonly number[] = LIMITS.ACADEMIC_YEARS;

function splitFullName(fullName: string): { first: string; last: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

/** Fills empty values only; every fill is recorded in `filled`. */
function fillMissing(
  values: TProfileFormValues,
  profile: TProfile,
  info: TRegistrationInfo | null,
): TProfileFormField[] {
  const filled: TProfileFormField[] = [];
  const fill = (field: TProfileFormField, value: string | null | undefined) => {
    const text = value?.trim() ?? '';
    if (values[field].trim() === '' && text !== '') {
      values[field] = text;
      filled.push(field);
    }
  };
  const name = splitFullName(profile.user_details.full_name);
  fill('first_name', name.first);
  fill('last_name', name.last);
  if (values.program === '' && isProgramCode(info?.program)) {
    fill('program', info.program);
    values.college = collegeOfProgram(info.program)?.code ?? '';
  }
  const year = info?.year_of_study;
  if (typeof year === 'number' && OFFERED_YEARS.includes(year)) fill('year_of_study', String(year));
  fill('pt_phase', info?.pt_phase);
  if (isProgramCode(values.program)) fill('department', departmentOfProgram(values.program));
  fill('company_name', info?.company_name);
  fill('company_region', info?.region);
  return filled;
}

/**
 * The update that completes the profile, or null when nothing is missing, nothing can be filled,
 * or the names stay empty (the update would be refused without them).
 */
export function planAutoCompletion(
  profile: TProfile,
  info: TRegistrationInfo | null,
): TAutoCompletion | null {
  const values = profileToFormValues(profile);
  const missing = AUTO_COMPLETE_TRIGGERS.some((field) => values[field].trim() === '');
  if (!missing) return null;
  const filled = fillMissing(values, profile, info);
  if (filled.length === 0) return null;
  if (values.first_name.trim() === '' || values.last_name.trim() === '') return null;
  return { input: formValuesToUpdateInput(values), filled };
}

export function describeFilled(filled: readonly TProfileFormField[]): string {
  return filled.map((field) => fieldLabel(field).toLowerCase()).join(', ');
}
