import { LIMITS, MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback, throttleCounters } from '../src/db/schema';
import { expectStaffOnly } from './helpers/admin';
import {
  buildBillingApp,
  expectStatus,
  fieldErrorsOf,
  signedIn,
  signedInStaff,
} from './helpers/billing';
import { builtOnce, perSuite } from './helpers/per-suite';

const SEND = '/api/auth/feedback/';
const INBOX = '/api/admin-dashboard/api/feedback/';

const testApp = perSuite(buildBillingApp);
const staff = builtOnce(() => signedInStaff(testApp));

const valid = { type: 'bug', subject: 'Export button', message: 'The PDF export hangs on week 3.' };

describe('POST /api/auth/feedback/', () => {
  it('answers 401 without sign-in and stores nothing', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: SEND, payload: valid });
    expect(response.statusCode).toBe(401);
    expect(await testApp.db.select().from(feedback)).toHaveLength(0);
  });

  it("stores a student's feedback (201) and staff may send too", async () => {
    const student = await signedIn(testApp);
    const body = await expectStatus(await student.call('POST', SEND, valid), 201);
    expect(body).toEqual({
      success: true,
      message: MESSAGES.feedback.success,
      id: expect.any(Number),
    });
    const [row] = await testApp.db.select().from(feedback).where(eq(feedback.id, body.id));
    expect(row).toMatchObject({
      userId: student.id,
      type: 'bug',
      subject: 'Export button',
      message: 'The PDF export hangs on week 3.',
      handled: false,
    });
    await expectStatus(await staff.call('POST', SEND, { ...valid, type: 'feature' }), 201);
  });

  it('answers a resend of the same feedback (its first answer lost) with the first, stored once', async () => {
    const student = await signedIn(testApp);
    const first = await expectStatus(await student.call('POST', SEND, valid), 201);
    const again = await expectStatus(await student.call('POST', SEND, valid), 201);
    expect(again.id).toBe(first.id);
    const other = await expectStatus(
      await student.call('POST', SEND, { ...valid, message: 'It also hangs on week 4.' }),
      201,
    );
    expect(other.id).not.toBe(first.id);
    const stored = await testApp.db.select().from(feedback).where(eq(feedback.userId, student.id));
    expect(stored).toHaveLength(2);
  });

  it('stores the same feedback sent several times at once (double taps) only once', async () => {
    // Several students at once, so that on PostgreSQL the race is met on nearly every run.
    const students = await Promise.all(Array.from({ length: 4 }, () => signedIn(testApp)));
    const taps = LIMITS.FEEDBACK_MAX_PER_HOUR;
    const answers = await Promise.all(
      students.map((student) =>
        Promise.all(Array.from({ length: taps }, () => student.call('POST', SEND, valid))),
      ),
    );
    for (const [index, student] of students.entries()) {
      const responses = answers[index] ?? [];
      expect(responses.map((response) => response.statusCode)).toEqual(Array(taps).fill(201));
      const stored = await testApp.db
        .select()
        .from(feedback)
        .where(eq(feedback.userId, student.id));
      expect(stored).toHaveLength(1);
      expect(responses.map((response) => response.json().id)).toEqual(
        Array(taps).fill(stored[0]?.id),
      );
    }
  });

  it('trims, requires and bounds subject and message, checks the type, defaults to other', async () => {
    const student = await signedIn(testApp);
    expect(
      await fieldErrorsOf(await student.call('POST', SEND, { subject: '  ', message: '' })),
    ).toEqual({
      subject: [MESSAGES.feedback.subjectRequired],
      message: [MESSAGES.feedback.messageRequired],
    });
    expect(
      await fieldErrorsOf(
        await student.call('POST', SEND, {
          type: 'praise',
          subject: 'x'.repeat(LIMITS.SUBJECT_MAX + 1),
          message: 'y'.repeat(LIMITS.MESSAGE_MAX + 1),
        }),
      ),
    ).toEqual({
      type: [MESSAGES.feedback.typeInvalid],
      subject: [MESSAGES.email.subjectTooLong],
      message: [MESSAGES.email.messageTooLong],
    });
    const body = await expectStatus(
      await student.call('POST', SEND, { subject: '  Idea  ', message: ' Dark mode ' }),
      201,
    );
    const [row] = await testApp.db.select().from(feedback).where(eq(feedback.id, body.id));
    expect(row).toMatchObject({ type: 'other', subject: 'Idea', message: 'Dark mode' });
    // Nothing invalid was stored: only the one valid entry of this user.
    const mine = await testApp.db.select().from(feedback).where(eq(feedback.userId, student.id));
    expect(mine).toHaveLength(1);
  });

  it(`lets a parallel burst through exactly ${LIMITS.FEEDBACK_MAX_PER_HOUR} times per user and hour`, async () => {
    const student = await signedIn(testApp);
    const other = await signedIn(testApp);
    const burst = LIMITS.FEEDBACK_MAX_PER_HOUR + 7;
    const responses = await Promise.all(
      Array.from({ length: burst }, (_, index) =>
        student.call('POST', SEND, { ...valid, subject: `Burst ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMITS.FEEDBACK_MAX_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      burst - LIMITS.FEEDBACK_MAX_PER_HOUR,
    );
    const limited = responses.find((response) => response.statusCode === 429)!;
    expect(limited.json()).toEqual({ detail: MESSAGES.feedback.tooMany, code: 'rate_limited' });
    const stored = await testApp.db.select().from(feedback).where(eq(feedback.userId, student.id));
    expect(stored).toHaveLength(LIMITS.FEEDBACK_MAX_PER_HOUR);
    const [counter] = await testApp.db
      .select()
      .from(throttleCounters)
      .where(eq(throttleCounters.bucket, `feedback:user:${student.id}`));
    expect(counter?.hits).toBe(burst);
    // The limit is per user: someone else is not affected.
    await expectStatus(await other.call('POST', SEND, valid), 201);
  });
});

describe('the staff feedback inbox', () => {
  it('answers 401 without sign-in and 403 to students', async () => {
    const student = await signedIn(testApp);
    const { id } = await expectStatus(await student.call('POST', SEND, valid), 201);
    await expectStaffOnly(testApp, student.access, [
      ['GET', INBOX],
      ['PATCH', `${INBOX}${id}/`, { handled: true }],
    ]);
    const [row] = await testApp.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row?.handled).toBe(false);
  });

  it('lists newest first with the author, filters by type and handled, pages, and marks handled', async () => {
    await testApp.db.delete(feedback);
    const student = await signedIn(testApp, { firstName: 'Amina', lastName: 'Mushi' });
    const ids: number[] = [];
    for (const [index, type] of ['bug', 'feature', 'bug', 'other'].entries()) {
      // Each a feedback of its own: the same text again would be taken for a resend.
      const subject = index === 2 ? 'About bug, again' : `About ${type}`;
      const { id } = await expectStatus(
        await student.call('POST', SEND, { ...valid, type, subject }),
        201,
      );
      ids.push(id);
    }
    const all = await expectStatus(await staff.call('GET', INBOX), 200);
    expect(all.count).toBe(4);
    expect(all.results.map((item: { id: number }) => item.id)).toEqual([...ids].reverse());
    expect(all.results[0]).toEqual({
      id: ids[3],
      type: 'other',
      subject: 'About other',
      message: valid.message,
      handled: false,
      handled_at: null,
      handled_by_name: null,
      created_at: expect.any(String),
      user: {
        id: student.id,
        username: student.email,
        email: student.email,
        full_name: 'Amina Mushi',
      },
    });

    const bugs = await expectStatus(await staff.call('GET', `${INBOX}?type=bug`), 200);
    expect(bugs.results.map((item: { id: number }) => item.id)).toEqual([ids[2], ids[0]]);

    const handled = await expectStatus(
      await staff.call('PATCH', `${INBOX}${ids[0]}/`, { handled: true }),
      200,
    );
    expect(handled).toMatchObject({ id: ids[0], handled: true, handled_by_name: 'Grace Staff' });
    expect(handled.handled_at).toEqual(expect.any(String));

    const open = await expectStatus(await staff.call('GET', `${INBOX}?handled=false`), 200);
    expect(open.count).toBe(3);
    expect(open.results.map((item: { id: number }) => item.id)).not.toContain(ids[0]);
    const done = await expectStatus(await staff.call('GET', `${INBOX}?handled=true&type=bug`), 200);
    expect(done.results.map((item: { id: number }) => item.id)).toEqual([ids[0]]);

    const page2 = await expectStatus(await staff.call('GET', `${INBOX}?page=2&page_size=3`), 200);
    expect(page2).toMatchObject({ count: 4, next: null, previous: 1 });
    expect(page2.results.map((item: { id: number }) => item.id)).toEqual([ids[0]]);

    const reopened = await expectStatus(
      await staff.call('PATCH', `${INBOX}${ids[0]}/`, { handled: false }),
      200,
    );
    expect(reopened).toMatchObject({ handled: false, handled_at: null, handled_by_name: null });
  });

  it('answers 404 for unknown feedback and 400 for a bad body or filter', async () => {
    const missing = await staff.call('PATCH', `${INBOX}999999/`, { handled: true });
    expect(await expectStatus(missing, 404)).toEqual({
      detail: MESSAGES.feedback.notFound,
      code: 'not_found',
    });
    const { id } = await expectStatus(await staff.call('POST', SEND, valid), 201);
    await expectStatus(await staff.call('PATCH', `${INBOX}${id}/`, { handled: 'yes' }), 400);
    await expectStatus(await staff.call('GET', `${INBOX}?handled=maybe`), 400);
    await expectStatus(await staff.call('GET', `${INBOX}?type=praise`), 400);
  });
});
