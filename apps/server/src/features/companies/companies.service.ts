import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  companyExists,
  listCompanyStudents,
  type TCompanyStudentRow,
} from './companies.repository';

/** The students placed at a company, one page of them; a missing company is a 404. */
export async function companyStudents(
  db: TDb,
  companyId: number,
  window: { limit: number; offset: number },
): Promise<{ count: number; results: TCompanyStudentRow[] }> {
  const list = await listCompanyStudents(db, companyId, window);
  // Only a page without students needs to ask whether the company exists at all.
  if (list.count === 0 && !(await companyExists(db, companyId))) {
    throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.account.companyNotFound);
  }
  return list;
}
