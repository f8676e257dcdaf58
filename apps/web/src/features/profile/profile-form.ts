// The profile edit form: what the inputs hold (plain strings, as selects and text inputs give
// them) and how that becomes the PUT /auth/profile/ body (ZProfileUpdateInput).
import {
  collegeOfProgram,
  isProgramCode,
  isPtPhase,
  LIMITS,
  type TProfile,
  type TProfileUpdateInput,
  ZProfileUpdateInput,
} from '@ptlog/shared';
import { i18n } from '../../i18n/i18n';
import { translateMessage } from '../../i18n/messages';
import './i18n';

export interface TProfileFormValues {
  first_name: string;
  last_name: string;
  student_id: string;
  /** Only narrows the program list; not sent. */
  college: string;
  program: string;
  year_of_study: string;
  pt_phase: string;
  department: string;
  company_name: string;
  company_region: string;
  supervisor_name: string;
  supervisor_email: string;
  supervisor_position: string;
  supervisor_phone: string;
}

export type TProfileFormField = keyof TProfileFormValues;

/** Which inputs each editable section of the profile screen shows. */
export const SECTION_FIELDS = {
  personal: ['first_name', 'last_name', 'student_id'],
  academic: ['college', 'program', 'year_of_study', 'pt_phase', 'department'],
  company: [
    'company_name',
    'company_region',
    'supervisor_name',
    'supervisor_email',
    'supervisor_position',
    'supervisor_phone',
  ],
} as const satisfies Record<string, readonly TProfileFormField[]>;

export type TProfileSection = keyof typeof SECTION_FIELDS;

/** A field's name in the reader's language. */
export function fieldLabel(field: TProfileFormField): string {
  return i18n.t(`profile:fields.${field}`);
}

export const FIELD_LABELS: Record<TProfileFormField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  student_id: 'Student ID',
  college: 'College',
  program: 'Program',
  year_of_study: 'Year of study',
  pt_phase: 'PT phase',
  department: 'Department',
  company_name: 'Company name',
  company_region: 'Company region',
  supervisor_name: 'Supervisor name',
  supervisor_email: 'Supervisor e-mail',
  supervisor_position: 'Supervisor position',
  supervisor_phone: 'Supervisor phone',
};

const OFFERED_YEARS: readonly number[] = LIMITS.ACADEMIC_YEARS;

export function profileToFormValues(profile: TProfile): TProfileFormValues {
  return {
    first_name: profile.user_details.first_name,
    last_name: profile.user_details.last_name,
    student_id: profile.student_id,
    college: collegeOfProgram(profile.program)?.code ?? '',
    program: profile.program ?? '',
    year_of_study: profile.year_of_study === null ? '' : String(profile.year_of_study),
    pt_phase: profile.pt_phase ?? '',
    department: profile.department,
    company_name: profile.company_name ?? '',
    company_region: profile.company_region ?? '',
    supervisor_name: profile.supervisor_name,
    supervisor_email: profile.supervisor_email,
    supervisor_position: profile.supervisor_position,
    supervisor_phone: profile.supervisor_phone,
  };
}

/**
 * An empty select clears the value (null). A stored year the form does not offer (5 or 6, which
 * older records may hold) is left out of the body so saving another section keeps it.
 */
function yearForUpdate(value: string): number | null | undefined {
  if (value.trim() === '') return null;
  const year = Number(value);
  return OFFERED_YEARS.includes(year) ? year : undefined;
}

export function formValuesToUpdateInput(values: TProfileFormValues): TProfileUpdateInput {
  const input: TProfileUpdateInput = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    student_id: values.student_id.trim(),
    program: isProgramCode(values.program) ? values.program : null,
    pt_phase: isPtPhase(values.pt_phase) ? values.pt_phase : null,
    department: values.department.trim(),
    company_name: values.company_name.trim(),
    company_region: values.company_region.trim(),
    supervisor_name: values.supervisor_name.trim(),
    supervisor_email: values.supervisor_email.trim(),
    supervisor_position: values.supervisor_position.trim(),
    supervisor_phone: values.supervisor_phone.trim(),
  };
  const year = yearForUpdate(values.year_of_study);
  if (year !== undefined) input.year_of_study = year;
  return input;
}

/**
 * What saving one section sends: the names (always required) and that section's own fields. The
 * server keeps what is left out, so a value another section holds (say a supervisor e-mail typed
 * at registration, when it was not checked) never blocks this one's save. A section that does not
 * edit the names sends them as `saved` has them (the latest profile), not as they were when its
 * editing began: with two sections open, saving the second must not undo a name just saved in
 * the first.
 */
export function sectionUpdateInput(
  values: TProfileFormValues,
  section: TProfileSection,
  saved?: TProfile,
): TProfileUpdateInput {
  const editsNames = (SECTION_FIELDS[section] as readonly string[]).includes('first_name');
  const names =
    saved && !editsNames
      ? { first_name: saved.user_details.first_name, last_name: saved.user_details.last_name }
      : {};
  const sent = new Set<string>(['first_name', 'last_name', ...SECTION_FIELDS[section]]);
  return Object.fromEntries(
    Object.entries(formValuesToUpdateInput({ ...values, ...names })).filter(([field]) =>
      sent.has(field),
    ),
  ) as TProfileUpdateInput;
}

/**
 * Form errors by field name (the first message of each, in the reader's language), checked by the
 * shared schema: of what saving `section` sends, or of the whole profile.
 */
export function validateProfileForm(
  values: TProfileFormValues,
  section?: TProfileSection,
): Partial<Record<TProfileFormField, string>> {
  const result = ZProfileUpdateInput.safeParse(
    section ? sectionUpdateInput(values, section) : formValuesToUpdateInput(values),
  );
  if (result.success) return {};
  const errors: Partial<Record<TProfileFormField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in FIELD_LABELS) {
      errors[field as TProfileFormField] ??= translateMessage(issue.message);
    }
  }
  return errors;
}

/** Errors about fields another section edits, as "Label: message", so a section can show them. */
export function errorsOutsideSection(
  errors: Record<string, unknown>,
  section: TProfileSection,
): string[] {
  const own: readonly string[] = SECTION_FIELDS[section];
  return Object.entries(errors)
    .filter(([field, message]) => !own.includes(field) && typeof message === 'string' && message)
    .map(([field, message]) => {
      const text = translateMessage(String(message));
      return field in FIELD_LABELS
        ? i18n.t('profile:fieldError', {
            field: fieldLabel(field as TProfileFormField),
            message: text,
          })
        : text;
    });
}
