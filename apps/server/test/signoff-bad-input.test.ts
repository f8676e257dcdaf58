// Bad input on the sign-off routes answers a 4xx in the app's `{detail, code}` shape, never a 500.
// The router's own refusals (a path parameter over its length limit, a malformed %-escape) went
// around the app's error handler (security audit, sign-off): Fastify's `{error, code, message}`
// with the path quoted in the message, where a sign-off link's path holds its secret token, and
// without the no-store of the sign-off answers. They now answer like any other bad request and
// never repeat the path, in the answer or in the log.
import { Writable } from 'node:stream';
import { MESSAGES } from '@ptlog/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';
import { NOW, type TStudentClient } from './helpers/logbook';
import { expectStatus } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';
import { startMailingApp, studentWithSubmittedWeek } from './helpers/signoff-app';
import { signoffTokenIn, type TSmtpServer } from './helpers/smtp';

const SUPERVISOR = 'boss@tanroads.example.tz';
const ERROR_SHAPE = { detail: expect.any(String), code: expect.any(String) };
const VALIDATION = { detail: MESSAGES.generic.validationFailed, code: 'validation_error' };

describe('sign-off: bad input', () => {
  let smtp: TSmtpServer;
  let testApp: TTestApp;
  let student: TStudentClient;
  let weeklyId: number;
  let token: string;

  beforeAll(async () => {
    ({ smtp, testApp } = await startMailingApp(() => NOW));
    ({ student, weeklyId } = await studentWithSubmittedWeek(testApp, SUPERVISOR));
    expectStatus(
      await student.call('POST', `/api/reports/weekly/${weeklyId}/request_signoff/`),
      202,
    );
    await testApp.app.mail.flush();
    token = signoffTokenIn(smtp.mailsTo(SUPERVISOR).at(-1));
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('refuses a malformed decision with a 4xx and the error shape', async () => {
    const bodies = [
      '[]',
      '"x"',
      'null',
      '{"decision":"approve","signer_name":123}',
      '{"decision":"approve","signer_name":"A","comment":5}',
      '{"decision":"approve","signer_name":"A\\u0000"}',
      `{"decision":"approve","signer_name":"${'a'.repeat(201)}"}`,
      '{"decision":"maybe","signer_name":"A"}',
      '{"decision":"approve","signer_name":"A"',
    ];
    for (const payload of bodies) {
      const answer = await testApp.app.inject({
        method: 'POST',
        url: `/api/signoff/${token}/`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(answer.statusCode, `${payload} → ${answer.body}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${payload} → ${answer.body}`).toBeLessThan(500);
      expect(answer.json()).toMatchObject(ERROR_SHAPE);
    }
    // The link still works: nothing was decided.
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/api/signoff/${token}/` })).statusCode,
    ).toBe(200);
  });

  it('answers a token the router refuses as a bad request: no-store, the path never repeated', async () => {
    const tooLong = 'a'.repeat(201);
    const overRouterLimit = 'b'.repeat(1000);
    for (const [path, secret] of [
      // Over the route's 200 characters: the route's own validation answers.
      [`/api/signoff/${tooLong}/`, tooLong],
      // Over the router's limit, and a malformed %-escape: the router refuses it.
      [`/api/signoff/${overRouterLimit}/`, overRouterLimit],
      ['/api/signoff/%ZZsecret/', 'ZZsecret'],
    ] as const) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await testApp.app.inject({ method, url: path });
        expect(answer.statusCode, `${method} ${path.slice(0, 40)} → ${answer.body}`).toBe(400);
        expect(answer.json()).toMatchObject(VALIDATION);
        expect(answer.body).not.toContain(secret);
        expect(answer.headers['content-type']).toContain('application/json');
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('refuses a malformed request_signoff with a 4xx and the error shape', async () => {
    const answers = [
      ...(await Promise.all(
        [[], 'x', { message: 5 }, { message: null }].map((body) =>
          student.call('POST', `/api/reports/weekly/${weeklyId}/request_signoff/`, body),
        ),
      )),
      ...(await Promise.all(
        ['abc', '99999999999', '-1', '0', '%ZZ'].map((id) =>
          student.call('POST', `/api/reports/weekly/${id}/request_signoff/`),
        ),
      )),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.json()).toMatchObject(ERROR_SHAPE);
    }
  });
});

describe("the router's refusals elsewhere", () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const testApp = perSuite(() => buildTestApp({ LOG_LEVEL: 'trace' }, { deps: { logStream } }));

  it('answer the error shape with the request id; the log never holds a sign-off token', async () => {
    const secret = `secret${'c'.repeat(600)}`;
    const long = 'd'.repeat(600);
    for (const [method, url] of [
      ['GET', `/api/signoff/${secret}/`],
      ['GET', `/api/signoff/${secret}%ZZ/`],
      ['POST', `/api/reports/weekly/${long}/request_signoff/`],
      ['POST', `/api/reports/weekly/%ZZ${long}/request_signoff/`],
    ] as const) {
      const answer = await testApp.app.inject({ method, url });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual(VALIDATION);
      expect(answer.headers['x-request-id']).toEqual(expect.any(String));
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    // Each request is logged, the sign-off token replaced (lib/redact.ts), and nothing else holds it.
    expect(lines.filter((line) => line.includes('/api/signoff/[REDACTED]/'))).not.toEqual([]);
    expect(lines.filter((line) => line.includes('secret'))).toEqual([]);
  });
});
