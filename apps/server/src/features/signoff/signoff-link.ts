// Why a sign-off link no longer works, in the answer the supervisor's page reads: 404 for a
// token never issued (nothing named, no oracle), 410 for a real link that was used, replaced or
// expired, naming the week and whose log book it was so the supervisor knows which mail it was.
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TSignoffRequestRow, TWeeklyReportRow } from '../../db/schema';
import { AppError, type TErrorFields } from '../../lib/app-error';
import { sha256 } from '../../lib/secrets';
import { findUserById } from '../accounts/users.repository';
import { handedInBlock } from '../export/student-block';
import { findRequestByHash, findWeekRow } from './signoff.repository';

export const linkGone = () => new AppError(ERROR_CODES.LINK_GONE, MESSAGES.signoff.linkGone);
const linkUnknown = () => new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.signoff.linkGone);

/**
 * Which week a known link was for, as its mail named it: the week number and the student's name
 * as the week was handed in (ADR 26), else the live one; nothing more (no dates, no supervisor).
 * Only with a refusal of a real link (never of an unknown token: no oracle), so the supervisor
 * knows which mail to look for. Nothing when the week or its student is gone.
 */
async function goneLinkWeek(
  db: TDb,
  request: TSignoffRequestRow,
  week: TWeeklyReportRow | undefined,
): Promise<TErrorFields | undefined> {
  const student = week && (await findUserById(db, request.studentId));
  if (!week || !student) return undefined;
  const name = handedInBlock(week)?.student.fullName || `${student.firstName} ${student.lastName}`;
  return { week_number: week.weekNumber, student_name: name.trim() };
}

/**
 * Why a known link no longer works (410): its week was decided (approved or returned: the week
 * approved since wins), a newer link replaced it (send again, the Monday reminder, a new
 * supervisor), or it expired. The answer names the week and the student (goneLinkWeek).
 */
export async function linkRefusal(db: TDb, request: TSignoffRequestRow): Promise<AppError> {
  const week = await findWeekRow(db, request.weeklyReportId);
  const fields = await goneLinkWeek(db, request, week);
  if (request.status === 'revoked') {
    return new AppError(
      ERROR_CODES.LINK_REPLACED,
      MESSAGES.signoff.linkReplaced,
      undefined,
      fields,
    );
  }
  if (request.status === 'pending') {
    return new AppError(ERROR_CODES.LINK_EXPIRED, MESSAGES.signoff.linkExpired, undefined, fields);
  }
  const approved = request.status === 'approved' || week?.status === 'APPROVED';
  return new AppError(
    ERROR_CODES.LINK_USED,
    approved ? MESSAGES.signoff.linkApproved : MESSAGES.signoff.linkReturned,
    undefined,
    fields,
  );
}

/** The pending, unexpired link of this token: 404 when unknown, 410 (why) when it no longer works. */
export async function liveRequest(db: TDb, token: string, now: Date): Promise<TSignoffRequestRow> {
  const request = await findRequestByHash(db, sha256(token));
  if (!request) throw linkUnknown();
  if (request.status !== 'pending' || request.expiresAt.getTime() <= now.getTime()) {
    throw await linkRefusal(db, request);
  }
  return request;
}
