// The profile fields a printed log book page shows in its student block (server: export.data.ts
// studentInfo): a download warns which are empty, so a page with a blank Reg. No or Supervisor is
// no surprise, and still lets the student download.
import type { TProfile } from '@ptlog/shared';
import { registerStrings } from '../../i18n/i18n';
import { WEEKLY_REPORT_NS } from './i18n';
import en from './locales/export-profile.en.json';

registerStrings(
  WEEKLY_REPORT_NS,
  'weekly-report/export-profile',
  en,
  () => import('./locales/export-profile.sw.json'),
);

export const PRINTED_PROFILE_FIELDS = [
  'student_id',
  'program',
  'pt_phase',
  'company_name',
  'supervisor_name',
] as const;

export type TPrintedProfileField = (typeof PRINTED_PROFILE_FIELDS)[number];

/** The printed fields this profile leaves empty, in page order; none without a profile (staff). */
export function blankPrintedFields(
  profile: Pick<TProfile, TPrintedProfileField> | null | undefined,
): TPrintedProfileField[] {
  if (!profile) return [];
  return PRINTED_PROFILE_FIELDS.filter((field) => !profile[field]?.trim());
}
