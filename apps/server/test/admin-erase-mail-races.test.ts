// Mail to a person whose account is being erased, and what the erasure itself clears (security
// audit, erasure races). A mail queued by a write that raced the erasure would go to the address
// the erasure gives up; so would the sign-off mails it leaves. Same harness as
// admin-erase-races.test.ts (helpers/erasure-race.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, oneTimeCodes } from '../src/db/schema';
import { isOptedOut } from '../src/features/reminders/reminders.repository';
import { bearer, register } from './helpers/accounts';
import { signedInUser } from './helpers/admin';
import {
  eraseAccount,
  erasedRow,
  expectWaited,
  raceBehind,
  raceErasure,
  studentWithProfile,
} from './helpers/erasure-race';
import { buildLogbookApp } from './helpers/logbook';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);
const staff = builtOnce(() => signedInUser(testApp, { isStaff: true }));
const newStudent = () => studentWithProfile(testApp);
const tombstone = (id: number) => erasedRow(testApp, id);

describe('mail racing the erasure of the account it is for', () => {
  it('a staff rejection mails nothing to the erased address', async () => {
    const student = await newStudent();
    const rejecter = await signedInUser(testApp, { isStaff: true });
    const paid = await student.send('POST', '/api/billing/transactions/', {
      payer_type: 'different',
      payment_method: 'DIRECT',
      user_phone_number: '0712345678',
      sender_name: 'Amina Mushi',
      amount: 2000,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const { id } = paid.json();
    // The rejection stops at its audit row (the rejecter's row is held) holding what it took
    // before: since the fix, the owner's row first, so the erasure waits for it to commit.
    const raced = await raceBehind(
      testApp,
      { text: 'select id from users where id = $1 for update', values: [rejecter.id] },
      () =>
        rejecter.send('POST', `/api/billing/staff/transactions/${id}/reject_transaction/`, {
          reason: 'No such payment',
        }),
      () => eraseAccount(staff, student.id),
    );
    expectWaited(raced.seen);
    expect(raced.first.statusCode, raced.first.body).toBe(200);
    expect(raced.second.statusCode, raced.second.body).toBe(200);
    await tombstone(student.id);
    expect(
      await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.to, student.email)),
    ).toEqual([]);
  });

  it('a password reset request mails no code to the erased address', async () => {
    const student = await newStudent();
    const raced = await raceErasure(testApp, staff, student.id, () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/',
        payload: { email: student.email },
      }),
    );
    expectWaited(raced.seen);
    // The answer every address gets, known or not.
    expect(raced.second.statusCode, raced.second.body).toBe(200);
    await tombstone(student.id);
    expect(
      await testApp.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, student.id)),
    ).toEqual([]);
    expect(
      await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.to, student.email)),
    ).toEqual([]);
  });

  it('a new registration code mails nothing to an address given up with Wrong Email?', async () => {
    const { payload, answer } = await register(testApp.app);
    const raced = await raceBehindSelfErasure(answer.user.id, answer.access, () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/send-email-otp/',
        payload: { email: payload.email, purpose: 'register' },
      }),
    );
    expectWaited(raced.seen);
    expect(raced.first.statusCode, raced.first.body).toBe(200);
    expect(raced.second.statusCode, raced.second.body).toBe(200);
    await tombstone(answer.user.id);
    expect(
      await testApp.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, answer.user.id)),
    ).toEqual([]);
    expect(
      await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.to, payload.email)),
    ).toEqual([]);
  });

  it('a broadcast to all users queues no mail to the erased address', async () => {
    const student = await newStudent();
    const raced = await raceErasure(testApp, staff, student.id, () =>
      staff.send('POST', '/api/admin-dashboard/send-email-to-users/', {
        subject: 'Placement fair on Friday',
        message: 'A message to all.',
      }),
    );
    expectWaited(raced.seen);
    expect(raced.second.statusCode, raced.second.body).toBe(202);
    await tombstone(student.id);
    expect(
      await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.to, student.email)),
    ).toEqual([]);
  });
});

/** The Wrong Email? erasure stopped at its last step (as raceErasure's) while `write()` starts. */
function raceBehindSelfErasure<B>(userId: number, access: string, write: () => Promise<B>) {
  return raceBehind(
    testApp,
    { text: 'select id from audit_logs where actor_id = $1 for share', values: [userId] },
    () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/release-registration/',
        headers: bearer(access),
      }),
    write,
  );
}

describe('erasure', () => {
  it('drops the sign-off mails about the person and their reminder opt-out', async () => {
    const student = await newStudent();
    const optOut = await student.send('PUT', '/api/user/reminders/', { enabled: false });
    expect(optOut.statusCode, optOut.body).toBe(200);
    // A sign-off request to the supervisor still queued (not due yet, so no worker sends it).
    const later = new Date(Date.now() + 3_600_000);
    await testApp.db.insert(mailOutbox).values({
      to: 'eng.mwita@tanroads.example.tz',
      replyTo: student.email,
      subject: "Please sign Amina Mushi's log book, week 2",
      text: 'Amina Mushi asks you to sign week 2.',
      nextAttemptAt: later,
    });
    expect((await eraseAccount(staff, student.id)).statusCode).toBe(200);
    expect(
      await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, student.email)),
    ).toEqual([]);
    expect(await isOptedOut(testApp.db, student.email)).toBe(false);
  });
});
