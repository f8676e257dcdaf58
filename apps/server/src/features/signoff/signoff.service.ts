// Supervisor sign-off by e-mailed link (issue 17): the student's request, the public page's week
// and the supervisor's decision. A link is a random 256-bit token of which only the SHA-256 is
// stored; it works until the supervisor approves or returns the week, for 14 days at most, and a
// new request revokes the week's previous link.
import {
  ERROR_CODES,
  formatEatDateTime,
  isSupervisorEmail,
  LIMITS,
  MESSAGES,
  type TSignoffDecisionAnswer,
  type TSignoffDecisionInput,
  type TSignoffPage,
  type TSignoffRequestAnswer,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TSignoffRequestRow, TUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/secrets';
import { lockLiveUser, lockSignedInUser } from '../accounts/live-user';
import { findUserById } from '../accounts/users.repository';
import { placementClock, weekSpan } from '../calendar/calendar.service';
import { exportWeekOf, studentInfo } from '../export/export.data';
import { printable } from '../export/export.model';
import { handedInBlock, liveStudentBlock, snapshotOf } from '../export/student-block';
import type { TMailOutbox } from '../mail/outbox';
import { unsubscribeLink } from '../mail/unsubscribe';
import { loadProfile } from '../profile/profile.repository';
import { weeklyReportAnswerOfWeek } from '../weekly-reports/weekly-reports.answers';
import { lockOwnedWeeklyReport } from '../weekly-reports/weekly-reports.repository';
import { assertWeekEnded } from '../weekly-reports/weekly-reports.service';
import { type TSignoffMailWeek, weekApprovedMail, weekReturnedMail } from './signoff.mail';
import { refuseAccountSupervisorEmail } from './signoff.policy';
import {
  approveSubmittedWeek,
  findRepeatedPending,
  findRequestById,
  findWeekRow,
  insertSignoffRequest,
  linksSentSince,
  lockSupervisorEmail,
  markWeekSent,
  replaceWeekSnapshot,
  returnSubmittedWeek,
  revokePendingOfWeek,
  settlePendingRequest,
  type TNewSignoffRequest,
} from './signoff.repository';
import { linkGone, linkRefusal, liveRequest } from './signoff-link';
import {
  signoffMailStudentOf,
  signoffRequestMail,
  type TSignoffMailStudent,
} from './signoff-request.mail';

export interface TSignoffDeps {
  now: Date;
  publicUrl: string;
  appSecret: string;
  mail: TMailOutbox;
}

const DAY_MS = 24 * 3_600_000;
/**
 * A send to the same address with the same message within this time of the last one is taken for
 * a repeat of it (a phone that lost the answer and tried again): it answers the pending link and
 * mails nothing, so the link the supervisor already has keeps working. Later, 'send again'
 * replaces the link as before.
 */
export const SIGNOFF_REPEAT_WINDOW_MS = 2 * 60_000;

export const signoffLink = (publicUrl: string, token: string) => `${publicUrl}/signoff/${token}`;

export async function mailWeekOf(
  db: TDb,
  student: Pick<TUserRow, 'firstName' | 'lastName' | 'email'>,
  weekNumber: number,
  now: Date,
): Promise<TSignoffMailWeek> {
  const { startDate } = await placementClock(db, now);
  const span = weekSpan(weekNumber, startDate);
  return {
    studentName: `${student.firstName} ${student.lastName}`.trim(),
    studentEmail: student.email,
    weekNumber,
    startDate: span.start_date,
    endDate: span.end_date,
  };
}

/**
 * The week and the student as the supervisor's mails name them: as the week prints and the
 * sign-off page shows it, from the block it was handed in with (ADR 26), else the live profile.
 */
export async function requestMailParts(
  tx: TDb,
  student: TUserRow,
  report: { id: number; weekNumber: number },
  now: Date,
): Promise<{ week: TSignoffMailWeek; student: TSignoffMailStudent }> {
  const row = await findWeekRow(tx, report.id);
  const block = (row && handedInBlock(row)) ?? (await liveStudentBlock(tx, student));
  const week = await mailWeekOf(tx, student, report.weekNumber, now);
  return {
    week: { ...week, studentName: block.student.fullName || week.studentName },
    student: signoffMailStudentOf(block),
  };
}

/**
 * The handed-in block names the supervisor the week is sent to: one the student corrected since
 * the submit (a new supervisor, a typo) replaces the old name, so the printed page does not name
 * one supervisor and print another's approval. The rest stays as handed in.
 */
async function nameSupervisorOnWeek(tx: TDb, weeklyReportId: number, supervisorName: string) {
  const row = await findWeekRow(tx, weeklyReportId);
  const handedIn = row && handedInBlock(row);
  const supervisor = printable(supervisorName);
  if (!handedIn || handedIn.student.supervisor === supervisor) return;
  const block = { ...handedIn, student: { ...handedIn.student, supervisor } };
  await replaceWeekSnapshot(tx, weeklyReportId, snapshotOf(block));
}

/** A new link row (pending) and its token; the caller mails the link in the same transaction. */
export async function issueLink(
  tx: TDb,
  values: Omit<TNewSignoffRequest, 'tokenHash'>,
): Promise<{ row: TSignoffRequestRow; token: string }> {
  const token = randomToken(32);
  const row = await insertSignoffRequest(tx, { ...values, tokenHash: sha256(token) });
  return { row, token };
}

/** POST /reports/weekly/{id}/request_signoff/: mails the supervisor a link to a SUBMITTED week. */
export async function requestSignoff(
  db: TDb,
  student: TUserRow,
  input: { weeklyReportId: number; message?: string },
  deps: TSignoffDeps,
): Promise<TSignoffRequestAnswer> {
  const { now } = deps;
  // Refusals first, then repeats: neither is counted against the daily limit.
  const check = async (tx: TDb) => {
    const report = await lockOwnedWeeklyReport(tx, student.id, input.weeklyReportId);
    if (!report) throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.weekly.notFound);
    if (report.status === 'APPROVED') {
      throw new AppError(ERROR_CODES.CONFLICT, MESSAGES.signoff.alreadyApproved);
    }
    if (report.status !== 'SUBMITTED') {
      throw new AppError(ERROR_CODES.CONFLICT, MESSAGES.signoff.notSubmitted);
    }
    // A week submitted before its last working day (before ADR 21) waits for it all the same.
    await assertWeekEnded(tx, report.weekNumber, now);
    const profile = await loadProfile(tx, student);
    const to = profile.supervisor_email.trim().toLowerCase();
    if (!to) {
      throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.signoff.noSupervisorEmail, {
        supervisor_email: [MESSAGES.signoff.noSupervisorEmail],
      });
    }
    // Registration keeps whatever its unvalidated wizard was given ("joseph.mrema@gmail"): the
    // profile's rule decides, and the student corrects it there.
    if (!isSupervisorEmail(to)) {
      throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.signoff.supervisorEmailInvalid, {
        supervisor_email: [MESSAGES.signoff.supervisorEmailInvalid],
      });
    }
    // Never to the student's own address or another account's: they could approve it themselves.
    await refuseAccountSupervisorEmail(tx, to);
    const repeated = await findRepeatedPending(tx, report.id, {
      to,
      message: input.message ?? '',
      since: new Date(now.getTime() - SIGNOFF_REPEAT_WINDOW_MS),
      now,
    });
    return { report, profile, to, repeated };
  };
  const sentAnswer = (to: string, expiresAt: Date): TSignoffRequestAnswer => ({
    success: true,
    message: MESSAGES.signoff.sent(to),
    expires_at: expiresAt.toISOString(),
  });
  const expiresAt = new Date(now.getTime() + LIMITS.SIGNOFF_LINK_TTL_MS);
  const sent = await db.transaction(async (tx) => {
    // The student first, as their erasure locks them before it deletes the week: taking the
    // profile and the week first deadlocked with it (401 when it came first).
    await lockSignedInUser(tx, student.id);
    // Taken in turn with a change of the supervisor's e-mail, which revokes what was sent.
    await lockSupervisorEmail(tx, student.id);
    // Under the week's lock: of two sends at once, the second sees the first's link as a repeat.
    const { report, profile, to, repeated } = await check(tx);
    if (repeated) return sentAnswer(to, repeated.expiresAt);
    // The daily limit: the links this week was sent to this address in the last 24 hours,
    // counted under the week's lock, which every send of it holds until its link is written. So
    // the check and the count are one (two taps at once: the second sees the first's link, a
    // repeat, never a 429), and only a link sent counts: not a refusal, a repeat, a failure or a
    // stranger's 404. Links to an address since corrected do not hold up the right supervisor.
    const sentToday = await linksSentSince(tx, report.id, to, new Date(now.getTime() - DAY_MS));
    if (sentToday >= LIMITS.SIGNOFF_REQUESTS_PER_DAY) {
      throw new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.signoff.tooManyRequests);
    }
    await revokePendingOfWeek(tx, report.id);
    const { token } = await issueLink(tx, {
      weeklyReportId: report.id,
      studentId: student.id,
      supervisorEmail: to,
      supervisorName: profile.supervisor_name,
      supervisorPosition: profile.supervisor_position,
      message: input.message ?? '',
      createdAt: now,
      expiresAt,
    });
    await markWeekSent(tx, report.id, { now, to, expiresAt });
    await nameSupervisorOnWeek(tx, report.id, profile.supervisor_name);
    await deps.mail.enqueue(
      tx,
      signoffRequestMail({
        to,
        supervisorName: profile.supervisor_name,
        ...(await requestMailParts(tx, student, report, now)),
        message: input.message ?? '',
        link: signoffLink(deps.publicUrl, token),
        expiresOn: formatEatDateTime(expiresAt),
        unsubscribe: unsubscribeLink(deps.publicUrl, deps.appSecret, to),
      }),
      // About the student: erasing them deletes it, sent or not (its body, with their address,
      // goes once sent).
      student.id,
    );
    return sentAnswer(to, expiresAt);
  });
  return sent;
}

/** GET /signoff/{token}/: the week exactly as it prints, for the supervisor. */
export async function signoffPage(
  db: TDb,
  token: string,
  now: Date,
  viewerId: number | null = null,
): Promise<TSignoffPage> {
  const request = await liveRequest(db, token, now);
  const student = await findUserById(db, request.studentId);
  if (!student) throw linkGone();
  const report = await findWeekRow(db, request.weeklyReportId);
  const answer = report && (await weeklyReportAnswerOfWeek(db, student, report.weekNumber));
  if (!answer) throw linkGone();
  // The student block the week was submitted with, as its export prints it (ADR 26).
  const info = handedInBlock(report) ?? (await studentInfo(db, student));
  const week = exportWeekOf(answer);
  return {
    student_name: info.student.fullName,
    registration_number: info.student.registrationNumber,
    program: info.student.program,
    company: [info.student.company, info.student.region].filter(Boolean).join(', '),
    week_number: week.weekNumber,
    start_date: week.startDate,
    end_date: week.endDate,
    days: week.days,
    total_hours: week.totalHours,
    main_job_title: week.mainJobTitle,
    operations: week.operations,
    message: request.message,
    supervisor_name: request.supervisorName,
    supervisor_position: request.supervisorPosition,
    expires_at: request.expiresAt.toISOString(),
    signed_in_as_student: viewerId === request.studentId,
  };
}

/**
 * POST /signoff/{token}/: approve (the week becomes APPROVED and locked) or return (DRAFT, the
 * comment mailed to the student). The link is settled by a conditional update, so of two
 * simultaneous decisions exactly one wins; the other gets 410 and changes nothing.
 */
export async function decideSignoff(
  db: TDb,
  token: string,
  input: TSignoffDecisionInput,
  context: TSignoffDeps & { ip: string; viewerId?: number | null },
): Promise<TSignoffDecisionAnswer> {
  const { now } = context;
  const request = await liveRequest(db, token, now);
  // The student's own browser: a link that reached them is still only the supervisor's to use.
  if (context.viewerId === request.studentId) {
    throw new AppError(ERROR_CODES.OWN_WEEK, MESSAGES.signoff.ownWeek);
  }
  const student = await findUserById(db, request.studentId);
  if (!student) throw linkGone();
  const approve = input.decision === 'approve';
  await db.transaction(async (tx) => {
    // The student first, as their erasure locks them before it deletes the week and its links
    // (settling the link first could deadlock with it). Erased meanwhile: the link is gone too.
    if (!(await lockLiveUser(tx, student.id))) throw linkGone();
    // Then the week, before the link: a 'send again' locks the week before it replaces the link,
    // and the opposite order deadlocked with it (one of the two aborted, 500).
    const report = await lockOwnedWeeklyReport(tx, student.id, request.weeklyReportId);
    if (!report) throw linkGone();
    const settled = await settlePendingRequest(tx, request.id, {
      status: approve ? 'approved' : 'returned',
      signerName: input.signer_name,
      signerIp: context.ip,
      comment: approve ? (input.comment ?? null) : input.comment!,
      now,
    });
    // Another decision won, or the link was replaced or expired meanwhile: say which.
    if (!settled) {
      const current = await findRequestById(tx, request.id);
      throw current ? await linkRefusal(tx, current) : linkGone();
    }
    const changed = approve
      ? await approveSubmittedWeek(tx, request.weeklyReportId, {
          name: input.signer_name,
          position: request.supervisorPosition,
          ip: context.ip,
          email: request.supervisorEmail,
          comment: input.comment || null,
          now,
        })
      : await returnSubmittedWeek(tx, request.weeklyReportId, {
          name: input.signer_name,
          comment: input.comment!,
          now,
        });
    // The week is no longer waiting (cannot happen while the link is pending): roll back.
    if (!changed) throw linkGone();
    // The student hears of the decision in their language, an approval as a return (finding 5).
    // A banned student gets no mail, as with a payment decision (billing/decision-mail.ts); the
    // decision itself stands.
    if (!student.isActive) return;
    const decided = {
      to: student.email,
      firstName: student.firstName,
      week: await mailWeekOf(tx, student, report.weekNumber, now),
      signerName: input.signer_name,
      weekLink: `${context.publicUrl}/weekly-report/${report.weekNumber}`,
      unsubscribe: unsubscribeLink(context.publicUrl, context.appSecret, student.email),
      language: student.language,
    };
    await context.mail.enqueue(
      tx,
      approve
        ? weekApprovedMail({
            ...decided,
            signerPosition: request.supervisorPosition || null,
            comment: input.comment ?? null,
          })
        : weekReturnedMail({ ...decided, comment: input.comment! }),
      student.id,
    );
  });
  return {
    success: true,
    message: approve ? MESSAGES.signoff.approved : MESSAGES.signoff.returned,
    status: approve ? 'APPROVED' : 'DRAFT',
  };
}
