// A person's own write racing the erasure of their account (security audit, erasure races). The
// erasure locks the users row first; every such write locks the live row first too
// (features/accounts/live-user.ts), so one that waited behind the erasure writes nothing: before
// the fix it went through afterwards (the tombstone keeps the id) and left the person's data.
// On PostgreSQL the write provably waits behind the erasure (helpers/erasure-race.ts); on PGlite
// the two run in turn and the end state must be the same.
import { MESSAGES } from '@ptlog/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TDb } from '../src/db/client';
import {
  auditLogs,
  authSessions,
  dailyReports,
  exportRecords,
  feedback,
  profiles,
  weeklyReports,
} from '../src/db/schema';
import { lockLiveUser } from '../src/features/accounts/live-user';
import { renameAccount } from '../src/features/accounts/settings.service';
import { findUserById } from '../src/features/accounts/users.repository';
import { insertDailyReportIfOpen } from '../src/features/daily-reports/daily-reports.repository';
import { createDailyReport } from '../src/features/daily-reports/daily-reports.service';
import { submitFeedback } from '../src/features/feedback/feedback.service';
import { changeProfile, replacePicture } from '../src/features/profile/profile.service';
import {
  createWeeklyReport,
  generateWeeklyReport,
} from '../src/features/weekly-reports/weekly-reports.service';
import { AppError } from '../src/lib/app-error';
import { bearer, REFRESH_IN_BODY } from './helpers/accounts';
import { signedInUser, type TSignedIn } from './helpers/admin';
import {
  eraseAccount,
  erasedRow,
  expectWaited,
  raceErasure,
  studentWithProfile,
} from './helpers/erasure-race';
import { buildLogbookApp, dayOf, NOW, PLACEMENT_START } from './helpers/logbook';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);
const staff = builtOnce(() => signedInUser(testApp, { isStaff: true }));

const newStudent = () => studentWithProfile(testApp);
const tombstone = (id: number) => erasedRow(testApp, id);

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const UNAUTHENTICATED = { detail: MESSAGES.generic.unauthenticated, code: 'unauthenticated' };

describe("a student's write racing the erasure of their account", () => {
  it('a profile update leaves the tombstone nameless and no profile (401)', async () => {
    const student = await newStudent();
    const raced = await raceErasure(testApp, staff, student.id, () =>
      student.send('PUT', '/api/auth/profile/', {
        first_name: 'Amina',
        last_name: 'Mushi',
        student_id: 'S-2026-001',
        supervisor_name: 'Eng. Mwita',
      }),
    );
    expectWaited(raced.seen);
    expect(raced.first.statusCode, raced.first.body).toBe(200);
    expect(raced.second.statusCode, raced.second.body).toBe(401);
    expect(raced.second.json()).toEqual(UNAUTHENTICATED);
    const row = await tombstone(student.id);
    expect(`${row.firstName} ${row.lastName}`).toBe('Deleted user');
    expect(await testApp.db.select().from(profiles).where(eq(profiles.userId, student.id))).toEqual(
      [],
    );
  });

  it('a daily report is refused (401) and leaves no row', async () => {
    const student = await newStudent();
    const raced = await raceErasure(testApp, staff, student.id, () =>
      student.send('POST', '/api/reports/daily/', {
        date: dayOf(3, 1),
        hours_spent: 8,
        description: 'Surveyed the Dodoma bypass with Eng. Mwita.',
      }),
    );
    expectWaited(raced.seen);
    expect(raced.first.statusCode, raced.first.body).toBe(200);
    expect(raced.second.statusCode, raced.second.body).toBe(401);
    expect(raced.second.json()).toEqual(UNAUTHENTICATED);
    await tombstone(student.id);
    expect(
      await testApp.db.select().from(dailyReports).where(eq(dailyReports.studentId, student.id)),
    ).toEqual([]);
  });

  it('a login gets no session, no last login and no address in the audit log', async () => {
    const student = await newStudent();
    const raced = await raceErasure(testApp, staff, student.id, () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers: REFRESH_IN_BODY,
        payload: { username: student.email, password: student.password },
        remoteAddress: '41.59.1.2',
      }),
    );
    expectWaited(raced.seen);
    expect(raced.first.statusCode, raced.first.body).toBe(200);
    // As the same login a moment later is answered: no such account.
    expect(raced.second.statusCode, raced.second.body).toBe(401);
    expect(raced.second.json().code).toBe('invalid_credentials');
    expect((await tombstone(student.id)).lastLogin).toBeNull();
    expect(
      await testApp.db.select().from(authSessions).where(eq(authSessions.userId, student.id)),
    ).toEqual([]);
    expect(
      await testApp.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.actorId, student.id), isNotNull(auditLogs.ip))),
    ).toEqual([]);
  });

  it('a password change leaves the unusable password and no session (401)', async () => {
    const student = await newStudent();
    const raced = await raceErasure(testApp, staff, student.id, () =>
      student.send('POST', '/api/user/change-password/', {
        current_password: student.password,
        new_password: 'New-Kilimanjaro-2026',
      }),
    );
    expectWaited(raced.seen);
    expect(raced.second.statusCode, raced.second.body).toBe(401);
    expect((await tombstone(student.id)).passwordHash).toBe('!');
    expect(
      await testApp.db.select().from(authSessions).where(eq(authSessions.userId, student.id)),
    ).toEqual([]);
  });

  it('a weekly report and a feedback message are refused (401) and leave no row', async () => {
    for (const [write, table] of [
      [
        (student: TSignedIn) =>
          student.send('POST', '/api/reports/weekly/', {
            week_number: 2,
            summary: 'Culvert works',
            main_job_title: 'Culvert',
          }),
        async (id: number) =>
          testApp.db.select().from(weeklyReports).where(eq(weeklyReports.studentId, id)),
      ],
      [
        (student: TSignedIn) =>
          student.send('POST', '/api/auth/feedback/', {
            type: 'other',
            subject: 'My phone 0712000111',
            message: 'Please call me, Amina Mushi.',
          }),
        async (id: number) => testApp.db.select().from(feedback).where(eq(feedback.userId, id)),
      ],
    ] as const) {
      const student = await newStudent();
      const raced = await raceErasure(testApp, staff, student.id, () => write(student));
      expectWaited(raced.seen);
      expect(raced.second.statusCode, raced.second.body).toBe(401);
      await tombstone(student.id);
      expect(await table(student.id)).toEqual([]);
    }
  });

  it('an export leaves no verification record of the person (401)', async () => {
    const student = await newStudent();
    const day = await student.send('POST', '/api/reports/daily/', {
      date: dayOf(3, 0),
      hours_spent: 8,
      description: 'Concrete slump tests on site.',
    });
    expect(day.statusCode, day.body).toBe(201);
    const raced = await raceErasure(testApp, staff, student.id, () =>
      student.get(`/api/export/daily/${day.json().id}/docx/`),
    );
    expectWaited(raced.seen);
    expect(raced.second.statusCode).toBe(401);
    await tombstone(student.id);
    expect(
      await testApp.db.select().from(exportRecords).where(eq(exportRecords.userId, student.id)),
    ).toEqual([]);
  });

  it('a picture upload leaves the tombstone without a picture (401)', async () => {
    const student = await newStudent();
    const boundary = '----erasure-race-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profile_picture"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const raced = await raceErasure(testApp, staff, student.id, () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/profile/upload-picture/',
        headers: {
          ...bearer(student.access),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: body,
      }),
    );
    expectWaited(raced.seen);
    expect(raced.second.statusCode, raced.second.body).toBe(401);
    expect((await tombstone(student.id)).profilePicture).toBeNull();
  });
});

/** A 401 AppError, as a signed-in request whose account is gone is answered. */
async function expectSessionEnded(write: Promise<unknown>) {
  const error = await write.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(401);
  expect((error as AppError).code).toBe('unauthenticated');
}

// What a write that passed its session check before the erasure does once it runs after it: the
// state the waiting writes above resume in, on both engines.
describe('a write whose session was checked before the erasure', () => {
  async function erasedStudent() {
    const student = await newStudent();
    const user = await findUserById(testApp.db, student.id);
    expect(await lockLiveUser(testApp.db, student.id)).toBe(true);
    expect((await eraseAccount(staff, student.id)).statusCode).toBe(200);
    expect(await lockLiveUser(testApp.db, student.id)).toBe(false);
    return user!;
  }

  it('a daily report: refused as account_gone by the one statement, 401, no row', async () => {
    const user = await erasedStudent();
    const values = {
      studentId: user.id,
      date: dayOf(3, 1),
      weekNumber: 3,
      startDate: PLACEMENT_START,
      description: 'Site inspection.',
      hoursSpent: 8,
      now: NOW,
    };
    expect(await insertDailyReportIfOpen(testApp.db, values)).toEqual({
      refused: 'account_gone',
    });
    const clock = { startDate: PLACEMENT_START, today: dayOf(3, 2), currentWeek: 3 };
    await expectSessionEnded(
      createDailyReport(
        testApp.db,
        user.id,
        { date: dayOf(3, 1), hours_spent: 8, description: 'Site inspection.' },
        clock,
        NOW,
      ),
    );
    expect(
      await testApp.db.select().from(dailyReports).where(eq(dailyReports.studentId, user.id)),
    ).toEqual([]);
  });

  it('names, profile, picture, weekly reports and feedback: 401, nothing written', async () => {
    const user = await erasedStudent();
    const db: TDb = testApp.db;
    await expectSessionEnded(
      changeProfile(
        db,
        user.id,
        { first_name: 'Amina', last_name: 'Mushi', student_id: 'S-9', supervisor_email: undefined },
        NOW,
      ),
    );
    await expectSessionEnded(
      renameAccount(db, user, { account: { first_name: 'Amina', last_name: 'Mushi' } }),
    );
    await expectSessionEnded(replacePicture(db, testApp.app.uploads, user, PNG));
    await expectSessionEnded(createWeeklyReport(db, user.id, { week_number: 2 }, NOW));
    await expectSessionEnded(generateWeeklyReport(db, user.id, 2, NOW));
    await expectSessionEnded(
      submitFeedback(
        db,
        testApp.app.throttle,
        user.id,
        { type: 'other', subject: 'Hello', message: 'Call me.' },
        NOW,
      ),
    );
    const row = await tombstone(user.id);
    expect(row).toMatchObject({ firstName: 'Deleted', lastName: 'user', profilePicture: null });
    expect(await db.select().from(profiles).where(eq(profiles.userId, user.id))).toEqual([]);
    expect(
      await db.select().from(weeklyReports).where(eq(weeklyReports.studentId, user.id)),
    ).toEqual([]);
    expect(await db.select().from(feedback).where(eq(feedback.userId, user.id))).toEqual([]);
  });
});
