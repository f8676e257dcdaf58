// Profile normaliser (spec 1 §3): turns whatever an older record or client sends into a TProfile
// with codes instead of display names and one consistent representation of "missing".
import { LIMITS } from '../limits';
import { isSupervisorEmail, type TProfile } from '../schemas/profile';
import { programCodeFromLabel } from './programs';
import { ptPhaseFromLabel } from './pt-phases';

// Accepts 3, '3', 'Year 3', '3rd year', '3 Year'; rejects 3.5, '3.5', 'abc' and anything outside 1..6.
const YEAR_TEXT_RE = /^(?:year\s*)?(\d+)(?:st|nd|rd|th)?(?:\s*year)?$/i;

export function normaliseYearOfStudy(value: unknown): number | null {
  let year: number | null = null;
  if (typeof value === 'number') year = value;
  if (typeof value === 'string') {
    const match = YEAR_TEXT_RE.exec(value.trim());
    year = match ? Number(match[1]) : null;
  }
  if (year === null || !Number.isInteger(year)) return null;
  return year >= 1 && year <= LIMITS.YEAR_OF_STUDY_MAX ? year : null;
}

function textOrEmpty(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function textOrNull(value: unknown): string | null {
  return textOrEmpty(value) || null;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

export function normaliseProfile(raw: Record<string, unknown>): TProfile {
  const details = asRecord(raw.user_details);
  return {
    email_verified: raw.email_verified === true,
    user_details: {
      email: textOrEmpty(details.email ?? raw.email),
      full_name: textOrEmpty(details.full_name ?? raw.full_name),
      username: textOrEmpty(details.username ?? raw.username),
      first_name: textOrEmpty(details.first_name ?? raw.first_name),
      last_name: textOrEmpty(details.last_name ?? raw.last_name),
    },
    program: programCodeFromLabel(textOrEmpty(raw.program)),
    year_of_study: normaliseYearOfStudy(raw.year_of_study),
    pt_phase: ptPhaseFromLabel(textOrEmpty(raw.pt_phase)),
    department: textOrEmpty(raw.department),
    phone_number: textOrEmpty(raw.phone_number),
    company_name: textOrNull(raw.company_name),
    company_region: textOrNull(raw.company_region),
    student_id: textOrEmpty(raw.student_id),
    supervisor_name: textOrEmpty(raw.supervisor_name),
    supervisor_email: textOrEmpty(raw.supervisor_email),
    supervisor_position: textOrEmpty(raw.supervisor_position),
    supervisor_phone: textOrEmpty(raw.supervisor_phone),
    profile_picture: textOrNull(raw.profile_picture),
  };
}

export const PROFILE_CHECKLIST = [
  { field: 'full_name', label: 'Full name' },
  { field: 'phone_number', label: 'Phone number' },
  { field: 'student_id', label: 'Student ID' },
  { field: 'program', label: 'Program' },
  { field: 'year_of_study', label: 'Year of study' },
  { field: 'pt_phase', label: 'PT phase' },
  { field: 'department', label: 'Department' },
  { field: 'company_name', label: 'Company' },
  { field: 'company_region', label: 'Company region' },
  { field: 'supervisor_name', label: 'Supervisor name' },
  { field: 'supervisor_email', label: 'Supervisor e-mail' },
] as const;

export interface TChecklistItem {
  field: (typeof PROFILE_CHECKLIST)[number]['field'];
  label: string;
  complete: boolean;
}

/**
 * The profile-completion checklist of the profile screen: each field Complete or Incomplete. A
 * supervisor e-mail counts only when it is an address: registration keeps what was typed
 * ("neema@"), and sign-off refuses it, so the checklist must not call it complete.
 */
export function profileChecklist(profile: TProfile): TChecklistItem[] {
  return PROFILE_CHECKLIST.map(({ field, label }) => {
    const value = field === 'full_name' ? profile.user_details.full_name : profile[field];
    const filled = value !== null && value !== '';
    const usable = field !== 'supervisor_email' || isSupervisorEmail(String(value));
    return { field, label, complete: filled && usable };
  });
}

export function isProfileComplete(profile: TProfile): boolean {
  return profileChecklist(profile).every((item) => item.complete);
}
