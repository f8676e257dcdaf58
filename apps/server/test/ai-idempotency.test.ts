// A lost answer must never charge twice (docs/api/ai.md "Lost answers"): a call sent again with
// the same Idempotency-Key is answered again from the first charge. On PostgreSQL the parallel
// replays are held behind a lock on the student's row until all of them wait, so they really race.
import { MESSAGES } from '@ptlog/shared';
import type { InjectOptions } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../src/features/tokens/ledger';
import { bearer, callWith, login } from './helpers/accounts';
import {
  aiDebitsOf,
  buildAiApp,
  DEFAULT_WEEKLY_ANSWER,
  grantTokens,
  SECOND_WEEKLY_ANSWER,
  usageLogsOf,
  writtenWeek,
} from './helpers/ai';
import { REAL_POSTGRES, raceBehindRowLock } from './helpers/billing';
import { createUser } from './helpers/factories';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(() => buildAiApp({ AI_TIMEOUT_MS: '15000' }));

/** A student holding `tokens` whose calls can carry an Idempotency-Key. */
async function studentWithKeyedCalls(tokens: number) {
  const user = await createUser(testApp.db);
  const { access } = await login(testApp.app, user.email, user.password);
  await grantTokens(testApp.db, user.id, tokens);
  const keyed = (url: string, payload: object, key?: string) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(access), ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as InjectOptions['payload'],
    });
  return { id: user.id, firstName: '', lastName: '', call: callWith(testApp.app, access), keyed };
}

const ENHANCE_WEEK_2 = '/api/reports/weekly/week/2/enhance_with_ai/';

async function debitsOf(userId: number) {
  return (await aiDebitsOf(testApp.db, userId)).filter((entry) => entry.amount < 0);
}

describe('Enhance with AI sent again with the same Idempotency-Key', () => {
  it('charges once and answers the enhanced week again', async () => {
    const student = await studentWithKeyedCalls(1300);
    await writtenWeek(student, 2);
    const key = 'enhance-week2-aaaaaaaaaaaa';

    const first = await student.keyed(ENHANCE_WEEK_2, {}, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().available_tokens).toBe(1000);
    const providerCalls = testApp.fake.requests.length;

    // The phone never heard the first answer; Try again sends the same key.
    const replay = await student.keyed(ENHANCE_WEEK_2, {}, key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({
      success: true,
      message: MESSAGES.ai.alreadyEnhanced,
      tokens_charged: 300,
      available_tokens: 1000,
      usage_type: first.json().usage_type,
    });
    expect(replay.json().report).toEqual(first.json().report);
    expect(testApp.fake.requests.length).toBe(providerCalls);
    expect(await balanceOf(testApp.db, student.id)).toBe(1000);
    expect(await debitsOf(student.id)).toHaveLength(1);
    expect(await usageLogsOf(testApp.db, student.id)).toHaveLength(1);

    // A new action (a new key) is a new enhancement and is charged.
    testApp.fake.weeklyAnswer = SECOND_WEEKLY_ANSWER;
    const again = await student.keyed(ENHANCE_WEEK_2, {}, 'enhance-week2-bbbbbbbbbbbb');
    testApp.fake.weeklyAnswer = DEFAULT_WEEKLY_ANSWER;
    expect(again.statusCode, again.body).toBe(200);
    expect(await balanceOf(testApp.db, student.id)).toBe(700);
  });

  it('a replay after Reset to Original says it was already done, and shows the reset week', async () => {
    const student = await studentWithKeyedCalls(1300);
    const { weeklyId } = await writtenWeek(student, 2);
    const key = 'enhance-then-reset-0000001';
    const first = await student.keyed(ENHANCE_WEEK_2, {}, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(MESSAGES.ai.success);
    const reset = await student.keyed(`/api/reports/weekly/${weeklyId}/reset_to_original/`, {});
    expect(reset.statusCode, reset.body).toBe(200);
    const providerCalls = testApp.fake.requests.length;

    const replay = await student.keyed(ENHANCE_WEEK_2, {}, key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({
      success: true,
      message: MESSAGES.ai.alreadyEnhanced,
      available_tokens: 1000,
      report: { is_enhanced: false, summary: 'my week summary' },
    });
    expect(replay.json().report).toEqual(reset.json().report);
    expect(testApp.fake.requests.length).toBe(providerCalls);
    expect(await debitsOf(student.id)).toHaveLength(1);
  });

  it('charges exactly once under a burst of parallel replays', async () => {
    const student = await studentWithKeyedCalls(1300);
    await writtenWeek(student, 2);
    const key = 'burst-of-replays-000000001';
    const burst = () =>
      Promise.all(Array.from({ length: 8 }, () => student.keyed(ENHANCE_WEEK_2, {}, key)));
    const responses = REAL_POSTGRES
      ? (
          await raceBehindRowLock(
            testApp,
            { text: 'select id from users where id = $1 for update', values: [student.id] },
            8,
            burst,
          )
        ).result
      : await burst();

    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(await debitsOf(student.id)).toHaveLength(1);
    expect(await usageLogsOf(testApp.db, student.id)).toHaveLength(1);
    expect(await balanceOf(testApp.db, student.id)).toBe(1000);
    for (const response of responses) expect(response.json().available_tokens).toBe(1000);
  });

  it('refuses the key for a different request (409) and an invalid key (400)', async () => {
    const student = await studentWithKeyedCalls(1300);
    await writtenWeek(student, 2);
    const key = 'one-action-only-000000001';
    expect((await student.keyed(ENHANCE_WEEK_2, {}, key)).statusCode).toBe(200);

    const other = await student.keyed(
      ENHANCE_WEEK_2,
      { additional_instructions: 'Mention the load tests.' },
      key,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ detail: MESSAGES.ai.idempotencyKeyReused, code: 'conflict' });

    const invalid = await student.keyed(ENHANCE_WEEK_2, {}, 'short');
    expect(invalid.statusCode).toBe(400);
    expect(await debitsOf(student.id)).toHaveLength(1);
  });

  it('a keyed text suggestion is answered again from what was stored, charged once', async () => {
    const student = await studentWithKeyedCalls(100);
    const body = { text: 'checked the power supplies in the workshop' };
    const key = 'text-call-key-000000001';
    const first = await student.keyed('/api/ai/enhance/text/', body, key);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await student.keyed('/api/ai/enhance/text/', body, key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await debitsOf(student.id)).toHaveLength(1);
    // Another user's identical key is their own and charges them.
    const other = await studentWithKeyedCalls(100);
    expect((await other.keyed('/api/ai/enhance/text/', body, key)).statusCode).toBe(200);
    expect(await debitsOf(other.id)).toHaveLength(1);
  });
});
