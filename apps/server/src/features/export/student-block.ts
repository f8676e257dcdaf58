// The student block an export prints above each week (name, registration number, programme and
// its college, PT phase, company and region, supervisor): from the live profile, or the snapshot a
// week took when it was submitted (ADR 26). Imported by the submit too, so it reads no reports.
import { COLLEGES, collegeOfProgram, programLabel, ptPhaseLabel } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow, TWeeklyReportRow, TWeekStudentSnapshot } from '../../db/schema';
import { loadProfile } from '../profile/profile.repository';
import { isWeekLocked } from '../weekly-reports/weekly-reports.policy';
import { printable, type TStudentBlock } from './export.model';

/** The heading when the program names no college (CoET is the reference page's). */
const DEFAULT_COLLEGE = COLLEGES[0]!.name;

/** The block as the student's profile says now. */
export async function liveStudentBlock(db: TDb, user: TUserRow): Promise<TStudentBlock> {
  const profile = await loadProfile(db, user);
  return {
    college: collegeOfProgram(profile.program)?.name ?? DEFAULT_COLLEGE,
    student: {
      fullName: printable(profile.user_details.full_name),
      registrationNumber: printable(profile.student_id),
      program: printable(programLabel(profile.program)),
      ptPhase: profile.pt_phase ? ptPhaseLabel(profile.pt_phase) : '',
      company: printable(profile.company_name),
      region: printable(profile.company_region),
      supervisor: printable(profile.supervisor_name),
    },
  };
}

/** What a week stores on submit: the block as printed then. */
export function snapshotOf(block: TStudentBlock): TWeekStudentSnapshot {
  return { college: block.college, ...block.student };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The block a week prints in place of the live one: its snapshot while it is SUBMITTED or
 * APPROVED. Undefined for a draft (a returned week prints the live profile again until it is
 * submitted again) and for a week submitted before snapshots were kept, which prints the live
 * profile as it always did.
 */
export function handedInBlock(
  row: Pick<TWeeklyReportRow, 'status' | 'studentSnapshot'>,
): TStudentBlock | undefined {
  const snapshot = row.studentSnapshot;
  if (!snapshot || !isWeekLocked(row.status)) return undefined;
  return {
    college: text(snapshot.college),
    student: {
      fullName: text(snapshot.fullName),
      registrationNumber: text(snapshot.registrationNumber),
      program: text(snapshot.program),
      ptPhase: text(snapshot.ptPhase),
      company: text(snapshot.company),
      region: text(snapshot.region),
      supervisor: text(snapshot.supervisor),
    },
  };
}
