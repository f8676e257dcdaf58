// The routes that check the session in their own statement (requireTokenThenSession) never reach
// it when Fastify refuses their query, path or body. Such a refusal must still answer as every
// other route does: 401/403 for a session that is not admitted, the 400 with its field messages
// only for a live one.
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, users } from '../src/db/schema';
import { bearer, login } from './helpers/accounts';
import { createUser } from './helpers/factories';
import { buildLogbookApp, NOW, signedInStudent, type TStudentClient } from './helpers/logbook';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);

const WEEK_NOT_FOUND = [MESSAGES.weekly.weekNotFound];

/** A request each hot route refuses, with the field its 400 names (and that field's messages). */
const BAD_CALLS: [
  name: string,
  method: 'GET' | 'POST',
  url: string,
  field: string,
  messages?: string[],
  body?: object,
][] = [
  ['weekly read, week 9', 'GET', '/api/reports/weekly/week/9/', 'week', WEEK_NOT_FOUND],
  ['weekly read, week "x"', 'GET', '/api/reports/weekly/week/x/', 'week', WEEK_NOT_FOUND],
  [
    'paged daily list, week 9',
    'GET',
    '/api/reports/daily/?week_number=9',
    'week_number',
    WEEK_NOT_FOUND,
  ],
  [
    'paged daily list, control character',
    'GET',
    '/api/reports/daily/?week_number=1%00',
    'week_number',
    [MESSAGES.generic.controlCharacters],
  ],
  ['paged daily list, page 0', 'GET', '/api/reports/daily/?page=0', 'page'],
  ["week's daily list, no week", 'GET', '/api/reports/daily/week/', 'week_number', WEEK_NOT_FOUND],
  ['main jobs, bad report id', 'GET', '/api/reports/main-jobs/?weekly_report=abc', 'weekly_report'],
  ['transactions, bad status', 'GET', '/api/billing/transactions/?status=LOST', 'status'],
  [
    'token usage, page_size 0',
    'GET',
    '/api/billing/token-usage/usage_history/?page_size=0',
    'page_size',
  ],
  [
    'daily POST, 13 hours',
    'POST',
    '/api/reports/daily/',
    'hours_spent',
    [MESSAGES.daily.hoursTooMany],
    { hours_spent: 13, description: 'Too long a day.' },
  ],
];

async function revoke(student: TStudentClient) {
  await testApp.db
    .update(authSessions)
    .set({ revokedAt: NOW })
    .where(eq(authSessions.userId, student.id));
}

describe('a hot route refusing its input', () => {
  it.each(BAD_CALLS)(
    'answers 401 to a revoked session (%s)',
    async (_name, method, url, _field, _messages, body) => {
      const student = await signedInStudent(testApp);
      await revoke(student);
      const response = await student.call(method, url, body);
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toEqual({
        detail: MESSAGES.generic.unauthenticated,
        code: 'unauthenticated',
      });
    },
  );

  it.each(BAD_CALLS)(
    'answers 403 to a deactivated student (%s)',
    async (_name, method, url, _field, _messages, body) => {
      const student = await signedInStudent(testApp);
      await testApp.db.update(users).set({ isActive: false }).where(eq(users.id, student.id));
      const response = await student.call(method, url, body);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().detail).toBe(MESSAGES.login.accountInactive);
    },
  );

  it.each(BAD_CALLS)(
    'answers 400 with the field message to a live session (%s)',
    async (_name, method, url, field, messages, body) => {
      const student = await signedInStudent(testApp);
      const response = await student.call(method, url, body);
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json();
      expect(answer.code).toBe('validation_error');
      if (messages) expect(answer.errors[field]).toEqual(messages);
      else expect(answer.errors[field]).toHaveLength(1);
    },
  );

  it('answers 401, not the JSON error, to a revoked session posting broken JSON', async () => {
    const user = await createUser(testApp.db);
    const { access } = await login(testApp.app, user.email, user.password);
    const postBrokenJson = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/reports/daily/',
        headers: { ...bearer(access), 'content-type': 'application/json' },
        payload: '{"hours_spent": ',
      });
    expect((await postBrokenJson()).statusCode).toBe(400);
    await testApp.db
      .update(authSessions)
      .set({ revokedAt: NOW })
      .where(eq(authSessions.userId, user.id));
    const refused = await postBrokenJson();
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.json().detail).toBe(MESSAGES.generic.unauthenticated);
  });
});
