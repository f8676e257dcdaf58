// The two reminder jobs (issue 17) and the reminder opt-out. Each job is idempotent: its mails
// carry idempotency keys (one per student and week of dates, one per reminded link), so running
// it again for the same due time sends nothing twice.
import {
  formatEatDateTime,
  publicHoliday,
  type TLanguage,
  weekDates,
  weekOfDate,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { lockLiveUser, lockSignedInUser } from '../accounts/live-user';
import { findUserById, findUserByLogin } from '../accounts/users.repository';
import { placementClock } from '../calendar/calendar.service';
import { enqueueMailsOnce } from '../mail/outbox';
import { emailOfUnsubscribeToken, unsubscribeLink } from '../mail/unsubscribe';
import { findWeekRow, lockSupervisorEmail, revokeForReminder } from '../signoff/signoff.repository';
import { issueLink, requestMailParts, signoffLink } from '../signoff/signoff.service';
import { signoffRequestMail } from '../signoff/signoff-request.mail';
import { missingDaysReminderMail } from './reminders.mail';
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
/** An e-mail address as links store it (request_signoff lower-cases the profile's). */
const addressOf = (email: string) => email.trim().toLowerCase();

/**
 * The working days of the placement week containing today (East Africa Time), up to and including
 * today, without the public holidays (publicHoliday); none before the placement's first Monday or
 * after its eighth week.
 */
function workingDaysSoFar(startDate: string, today: string) {
  const week = weekOfDate(today, startDate);
  if (week === null) return { week: null, monday: null, dates: [] };
  const { monday, days } = weekDates(week, startDate);
  const dates = days.filter((date) => date <= today && publicHoliday(date, 'en') === null);
  return { week, monday, dates };
}

/**
 * Thursday: each active student who has not logged every working day of the current week up to
 * today (so on Thursday Monday to Thursday; Friday cannot be logged yet), naming the missing days.
 * "Today" is the East Africa date of `dueAt`, the moment the run was due: a run caught up after
 * midnight does not count the new day as missing.
 */
export async function remindStudentsBehind(
  db: TDb,
  now: Date,
  deps: TReminderDeps,
  dueAt: Date = now,
): Promise<number> {
  const { startDate, today } = await placementClock(db, dueAt);
  const { week, monday, dates } = workingDaysSoFar(startDate, today);
  if (week === null || dates.length === 0) return 0;
  // In one transaction with the students' rows locked (studentsBehind): an account being erased
  // is waited for and left out, so no reminder goes to an address the erasure already cleared.
  return db.transaction(async (tx) => {
    const students = await studentsBehind(tx, dates, { lock: true });
    const mails = students.map((student) => ({
      ...missingDaysReminderMail({
        to: student.email,
        firstName: student.firstName,
        language: student.language,
        week,
        missing: dates.filter((date) => !student.logged.includes(date)),
        link: `${deps.publicUrl}/daily-report`,
        unsubscribe: unsubscribeLink(deps.publicUrl, deps.appSecret, student.email),
      }),
      // Keyed by the week's dates, not its number: after staff move the start, week 1 is another
      // week (ADR 0019), and its reminder must not be taken for the old week 1's.
      idempotencyKey: `reminder:days:${student.id}:week-of:${monday}`,
      userId: student.id,
    }));
    return enqueueMailsOnce(tx, mails, now);
  });
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
    // A banned student's supervisor is not chased for them (the Thursday reminder leaves banned
    // students out too); their link stays as it was.
    if (!student?.isActive) continue;
    queued += await db.transaction(async (tx) => {
      // The student first, as their erasure locks them before it deletes the week and its links
      // (settling the link first could deadlock with it); an erased student's link is gone.
      if (!(await lockLiveUser(tx, request.studentId))) return 0;
      // Then the supervisor's e-mail, as a change of it and a 'send again' do: either waits for
      // the other, so neither misses the link the other made (a change made meanwhile left the
      // OLD supervisor a working link). A link to an address the profile no longer names is not
      // reminded.
      const supervisorEmail = await lockSupervisorEmail(tx, request.studentId);
      if (addressOf(supervisorEmail) !== addressOf(request.supervisorEmail)) return 0;
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
      const mail = signoffRequestMail({
        to: request.supervisorEmail,
        supervisorName: request.supervisorName,
        ...(await requestMailParts(tx, student, report, now)),
        message: request.message,
        link: signoffLink(deps.publicUrl, token),
        expiresOn: formatEatDateTime(request.expiresAt),
        unsubscribe: unsubscribeLink(deps.publicUrl, deps.appSecret, request.supervisorEmail),
        reminder: true,
      });
      return enqueueMailsOnce(
        tx,
        // About the student: erasing them deletes it, sent or not.
        [{ ...mail, idempotencyKey: `reminder:signoff:${request.id}`, userId: request.studentId }],
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

/** PUT /user/reminders/; 401 when the account was erased meanwhile (its address is not kept). */
export async function setReminders(db: TDb, user: TUserRow, enabled: boolean, now: Date) {
  await db.transaction(async (tx) => {
    await lockSignedInUser(tx, user.id);
    if (enabled) await optIn(tx, user.email);
    else await optOut(tx, user.email, now);
  });
  return { enabled };
}

/** The address of a genuine unsubscribe token and the language of its account (else English). */
/**
 * A genuine unsubscribe link's address, with the language of the account it belongs to; null for
 * an address of no account (a supervisor's): the page then follows the browser.
 */
export interface TUnsubscribeAddress {
  email: string;
  language: TLanguage | null;
}

export async function unsubscribeAddress(
  db: TDb,
  token: string,
  deps: Pick<TReminderDeps, 'appSecret'>,
): Promise<TUnsubscribeAddress | undefined> {
  const email = emailOfUnsubscribeToken(deps.appSecret, token);
  if (!email) return undefined;
  const account = await findUserByLogin(db, email);
  return { email, language: account?.language ?? null };
}

/** The one-click unsubscribe (POST): the address of a genuine token, now opted out; else undefined. */
export async function unsubscribe(
  db: TDb,
  token: string,
  deps: Pick<TReminderDeps, 'appSecret'>,
  now: Date,
): Promise<TUnsubscribeAddress | undefined> {
  const address = await unsubscribeAddress(db, token, deps);
  if (address) await optOut(db, address.email, now);
  return address;
}

/**
 * The way back from an unsubscribe (POST, the "done" page's button): the address of a genuine
 * token, opted in again; else undefined. The opt-out is by address, so a supervisor's one
 * mis-click stopped the reminders of every student naming them, and they have no Settings.
 */
export async function resubscribe(
  db: TDb,
  token: string,
  deps: Pick<TReminderDeps, 'appSecret'>,
): Promise<TUnsubscribeAddress | undefined> {
  const address = await unsubscribeAddress(db, token, deps);
  if (address) await optIn(db, address.email);
  return address;
}
