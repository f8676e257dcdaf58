// export_records: one row per generated document, found again by the code printed on it.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { exportRecords, type TExportRecordRow } from '../../db/schema';

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
