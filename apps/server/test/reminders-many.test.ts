// The students' reminder queues its mails through the outbox's one insert of a jsonb value (the
// helper broadcasts use): many students in one run, past the chunk size, each mail exactly once.
import { asc, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../src/db/schema';
import { remindStudentsBehind } from '../src/features/reminders/reminders.service';
import { createUser } from './helpers/factories';
import { buildLogbookApp } from './helpers/logbook';
import { perSuite } from './helpers/per-suite';

// Thursday 19 March 2026, 16:00 East Africa Time: week 3 of the placement.
const DUE = new Date('2026-03-19T13:00:00Z');
const STUDENTS = 1_203;
const testApp = perSuite(() => buildLogbookApp(DUE));

const deps = () => ({
  publicUrl: testApp.config.publicUrl,
  appSecret: testApp.config.appSecret,
  supervisorAfterDays: 3,
});

describe('the students’ reminder for many students', () => {
  it('queues one mail per student in one call, and none again on a second run', async () => {
    const first = await createUser(testApp.db, { email: 'behind-0@example.test' });
    await testApp.db.insert(users).values(
      Array.from({ length: STUDENTS - 1 }, (_, index) => ({
        email: `behind-${index + 1}@example.test`,
        username: `behind-${index + 1}@example.test`,
        firstName: `Student ${index + 1}`,
        lastName: 'Test',
        passwordHash: first.passwordHash,
        emailVerified: true,
      })),
    );

    expect(await remindStudentsBehind(testApp.db, DUE, deps())).toBe(STUDENTS);
    expect(await remindStudentsBehind(testApp.db, DUE, deps())).toBe(0);

    const rows = await testApp.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.idempotencyKey, 'reminder:days:%'))
      .orderBy(asc(mailOutbox.id));
    expect(rows).toHaveLength(STUDENTS);
    expect(new Set(rows.map((row) => row.idempotencyKey)).size).toBe(STUDENTS);
    expect(new Set(rows.map((row) => row.to)).size).toBe(STUDENTS);
    // Queued in the order of the students' ids, each due now, with its unsubscribe headers.
    expect(rows[0]).toMatchObject({
      to: 'behind-0@example.test',
      idempotencyKey: `reminder:days:${first.id}:week-of:2026-03-16`,
      status: 'pending',
      nextAttemptAt: DUE,
      campaignId: null,
      replyTo: null,
    });
    expect(rows[0]!.subject).toBe('Week 3: 4 days missing from your PT log book');
    // The headers stay a JSON object (the plain-http test URL sends List-Unsubscribe alone).
    expect(rows[0]!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http.+\/api\/reminders\/unsubscribe\/\?token=/),
    });
  });
});
