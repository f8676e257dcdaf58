// The AI calls and an account's erasure (security audit, erasure races): the erasure takes the
// texts kept with the person's calls, a call that finishes after it charges no one, and a weekly
// enhancement no longer deadlocks with it (it locked the week's report, then the user).
import { AI_ENHANCEMENT_COST, AI_TEXT_COST } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aiUsageLogs, users } from '../src/db/schema';
import { bearer } from './helpers/accounts';
import { signedInUser } from './helpers/admin';
import {
  aiDebitsOf,
  buildAiApp,
  enhance,
  grantTokens,
  studentWithTokens,
  writtenWeek,
} from './helpers/ai';
import { REAL_POSTGRES } from './helpers/billing';
import { eraseAccount, raceBehind, raceErasure } from './helpers/erasure-race';
import { dayOf } from './helpers/logbook';
import { expectStatus, logDay, weeklyReport } from './helpers/logbook-requests';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(buildAiApp);
const staff = builtOnce(() => signedInUser(testApp, { isStaff: true }));

/** A signed-in student with tokens, and a keyed text enhancement of theirs. */
async function keyedStudent() {
  const student = await signedInUser(testApp, { firstName: 'Amina', lastName: 'Mushi' });
  await grantTokens(testApp.db, student.id, 100);
  const enhanceText = (text: string, key: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/ai/enhance/text/',
      headers: { ...bearer(student.access), 'idempotency-key': key },
      payload: { text },
    });
  return { ...student, enhanceText };
}

describe('erasure and the AI calls', () => {
  it("takes the improved text and the request's hash kept with a keyed call", async () => {
    const student = await keyedStudent();
    const call = await student.enhanceText(
      'Amina checked the power supplies at Mwenge site',
      'erase-ai-000000000001',
    );
    expect(call.statusCode, call.body).toBe(200);
    const [before] = await testApp.db
      .select()
      .from(aiUsageLogs)
      .where(eq(aiUsageLogs.userId, student.id));
    expect(before?.answer).not.toBeNull();
    expect((await eraseAccount(staff, student.id)).statusCode).toBe(200);
    const after = await testApp.db
      .select()
      .from(aiUsageLogs)
      .where(eq(aiUsageLogs.userId, student.id));
    // The row stays for the figures; nothing the person wrote or asked does.
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      answer: null,
      requestHash: null,
      tokensConsumed: AI_TEXT_COST,
    });
  });

  it('a text call finishing after the erasure is answered 401 and charges no one', async () => {
    const student = await keyedStudent();
    const raced = await raceErasure(testApp, staff, student.id, () =>
      student.enhanceText('Amina wired the Mwenge substation panel', 'erase-ai-000000000002'),
    );
    expect(raced.seen).toBe(REAL_POSTGRES ? 'waiting' : 'in turn');
    expect(raced.first.statusCode, raced.first.body).toBe(200);
    expect(raced.second.statusCode, raced.second.body).toBe(401);
    expect(await aiDebitsOf(testApp.db, student.id)).toEqual([]);
    expect(
      await testApp.db.select().from(aiUsageLogs).where(eq(aiUsageLogs.userId, student.id)),
    ).toEqual([]);
  });

  it('a weekly enhancement never deadlocks with the erasure (401, nothing charged)', async () => {
    const student = await studentWithTokens(testApp, AI_ENHANCEMENT_COST);
    await logDay(student, dayOf(1, 0), 8, 'Read the safety rules of the workshop.');
    await weeklyReport(student, 1);
    await writtenWeek(student, 2);
    // Held: week 1's report, so the erasure (the user locked) stops deleting the reports before
    // it reaches week 2's, which the enhancement locked before it wanted the user.
    const raced = await raceBehind(
      testApp,
      {
        text: 'select id from weekly_reports where student_id = $1 and week_number = 1 for share',
        values: [student.id],
      },
      () => eraseAccount(staff, student.id),
      () => enhance(student, 2),
    );
    expect(raced.seen).toBe(REAL_POSTGRES ? 'waiting' : 'in turn');
    expect(raced.first.statusCode, raced.first.body).toBe(200);
    expect(raced.second.statusCode, raced.second.body).toBe(401);
    const [row] = await testApp.db.select().from(users).where(eq(users.id, student.id));
    expect(row?.deletedAt).not.toBeNull();
    expect(await aiDebitsOf(testApp.db, student.id)).toEqual([]);
    expectStatus(await student.call('GET', '/api/reports/weekly/week/2/'), 401);
  });
});
