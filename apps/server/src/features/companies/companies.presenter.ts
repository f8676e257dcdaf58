import { studentNameOf } from '../accounts/accounts.presenter';
import type { TCompanyStudentRow } from './companies.repository';

/** One student of a company's list (staff only). */
export function toCompanyStudent(row: TCompanyStudentRow) {
  return {
    id: row.id,
    full_name: studentNameOf(row),
    email: row.email,
    program: row.program,
    pt_phase: row.ptPhase,
  };
}
