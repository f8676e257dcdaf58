// export_records: one row per generated document, found again by the code printed on it; and
// the rows an export (or its verification) starts from: the owner, weekly reports, a daily report.
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  dailyReports,
  exportRecords,
  type TDailyReportRow,
  type TExportRecordRow,
  type TUserRow,
  type TWeeklyReportRow,
  users,
  weeklyReports,
} from '../../db/schema';

/** Crockford base32: no I, L, O or U, so a code read off paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 10;

/** 10 random base32 characters: 50 bits, unguessable (and /verify/ is rate limited). */
export function newExportCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) code += ALPHABET[randomInt(32)];
  return code;
}

/** What a person typed or scanned → the stored code: case, dashes and spaces ignored, O→0, I/L→1. */
export function normaliseCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== CODE_LENGTH) return null;
  for (const char of code) if (!ALPHABET.includes(char)) return null;
  return code;
}

export async function insertExportRecord(db: TDb, row: typeof exportRecords.$inferInsert) {
  await db.insert(exportRecords).values(row);
}

export async function findExportRecord(
  db: TDb,
  code: string,
): Promise<TExportRecordRow | undefined> {
  const [row] = await db.select().from(exportRecords).where(eq(exportRecords.code, code));
  return row;
}

export async function findUser(db: TDb, id: number): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Weekly reports with these ids, of one student (null: of anyone), by student and week. */
export async function weeklyRowsByIds(
  db: TDb,
  studentId: number | null,
  ids: readonly number[],
): Promise<TWeeklyReportRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(weeklyReports)
    .where(
      and(
        studentId === null ? undefined : eq(weeklyReports.studentId, studentId),
        inArray(weeklyReports.id, [...ids]),
      ),
    )
    .orderBy(asc(weeklyReports.studentId), asc(weeklyReports.weekNumber));
}

export async function allWeeklyRows(db: TDb, studentId: number): Promise<TWeeklyReportRow[]> {
  return db
    .select()
    .from(weeklyReports)
    .where(eq(weeklyReports.studentId, studentId))
    .orderBy(asc(weeklyReports.weekNumber));
}

/** The week numbers the student logged days in, ascending. */
export async function loggedWeekNumbers(db: TDb, studentId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ week: dailyReports.weekNumber })
    .from(dailyReports)
    .where(eq(dailyReports.studentId, studentId))
    .orderBy(asc(dailyReports.weekNumber));
  return rows.map((row) => row.week);
}

export async function findDailyRow(db: TDb, id: number): Promise<TDailyReportRow | undefined> {
  const [row] = await db.select().from(dailyReports).where(eq(dailyReports.id, id));
  return row;
}
