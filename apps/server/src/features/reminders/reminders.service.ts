// The two reminder jobs (issue 17) and the reminder opt-out. Each job is idempotent: its mails
// carry idempotency keys (one per student and week, one per reminded link), so running it again
// for the same due time sends nothing twice.
import { formatEatDateTime, isTrainingWeek, LIMITS } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { findUserById } from '../accounts/users.repository';
import { placementClock } from '../calendar/calendar.service';
import { insertMailsOnce } from '../mail/outbox.repository';
import { emailOfUnsubscribeToken, unsubscribeLink } from '../mail/unsubscribe';
import { signoffRequestMail } from '../signoff/signoff.mail';
import { findWeekRow, revokeForReminder } from '../signoff/signoff.repository';
import { issueLink, mailWeekOf, signoffLink } from '../signoff/signoff.service';
import { loggedDaysReminderMail } from './reminders.mail';
import {
  isOptedOut,
  optIn,
  optOut,
  studentsBehind,
  unansweredRequests,
} from './reminders.repository';

export interface TReminderDeps {
  publicUrl: string;
  appSecret: string;
  supervisorAfterDays: number;
}

const DAY_MS = 24 * 3_600_000;

/** Thursday: each active student whose current week has fewer than 5 logged days. */
export async function remindStudentsBehind(
  db: TDb,
  now: Date,
  deps: TReminderDeps,
): Promise<number> {
  const { currentWeek } = await placementClock(db, now);
  if (!isTrainingWeek(currentWeek)) return 0;
  const students = await studentsBehind(db, currentWeek, LIMITS.REMINDER_MIN_LOGGED_DAYS);
  const mails = students.map((student) => ({
    ...loggedDaysReminderMail({
      to: student.email,
      firstName: student.firstName,
      language: student.language,
      week: currentWeek,
      logged: student.logged,
      link: `${deps.publicUrl}/daily-report`,
      unsubscribe: unsubscribeLink(deps.publicUrl, deps.appSecret, student.email),
    }),
    idempotencyKey: `reminder:days:${student.id}:week:${currentWeek}`,
  }));
  let queued = 0;
  for (let start = 0; start < mails.length; start += 500) {
    queued += await insertMailsOnce(db, mails.slice(start, start + 500), now);
  }
  return queued;
}

/**
 * Monday: the supervisor of each link sent and unanswered for `supervisorAfterDays` days gets a
 * reminder, once per link. Only a hash of a link's token is stored, so the reminder carries a new
 * link (same expiry) that replaces the old one; the new link is never reminded again.
 */
export async function remindSupervisors(db: TDb, now: Date, deps: TReminderDeps): Promise<number> {
  const sentBefore = new Date(now.getTime() - deps.supervisorAfterDays * DAY_MS);
  let queued = 0;
  for (const request of await unansweredRequests(db, sentBefore, now)) {
    const student = await findUserById(db, request.studentId);
    if (!student) continue;
    queued += await db.transaction(async (tx) => {
      if (!(await revokeForReminder(tx, request.id, now))) return 0;
      const { token } = await issueLink(tx, {
        weeklyReportId: request.weeklyReportId,
        studentId: request.studentId,
        supervisorEmail: request.supervisorEmail,
        supervisorName: request.supervisorName,
        supervisorPosition: request.supervisorPosition,
        message: request.message,
        createdAt: now,
        expiresAt: request.expiresAt,
        remindedAt: now,
      });
      const report = await findWeekRow(tx, request.weeklyReportId);
      if (!report) return 0;
      const week = await mailWeekOf(tx, student, report.weekNumber, now);
      const mail = signoffRequestMail({
        to: request.supervisorEmail,
        supervisorName: request.supervisorName,
        week,
        message: request.message,
        link: signoffLink(deps.publicUrl, token),
        expiresOn: formatEatDateTime(request.expiresAt),
        unsubscribe: unsubscribeLink(deps.publicUrl, deps.appSecret, request.supervisorEmail),
        reminder: true,
      });
      return insertMailsOnce(
        tx,
        [{ ...mail, idempotencyKey: `reminder:signoff:${request.id}` }],
        now,
      );
    });
  }
  return queued;
}

/** GET /user/reminders/: whether the signed-in user gets reminders. */
export async function reminderSettings(db: TDb, user: TUserRow) {
  return { enabled: !(await isOptedOut(db, user.email)) };
}

export async function setReminders(db: TDb, user: TUserRow, enabled: boolean, now: Date) {
  if (enabled) await optIn(db, user.email);
  else await optOut(db, user.email, now);
  return { enabled };
}

/** The one-click unsubscribe: answers whether the token was genuine (and the address is off). */
export async function unsubscribe(
  db: TDb,
  token: string,
  deps: Pick<TReminderDeps, 'appSecret'>,
  now: Date,
): Promise<boolean> {
  const email = emailOfUnsubscribeToken(deps.appSecret, token);
  if (!email) return false;
  await optOut(db, email, now);
  return true;
}
