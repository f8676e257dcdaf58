// Issue 19, faults 3 and 4: a NUL byte (or another control character) in any text is a 400 with
// the field's message, never a 500; a failed query never writes its parameters to the log; a
// null or empty transaction body is a 400.
import { Writable } from 'node:stream';
import { MESSAGES } from '@ptlog/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_FIELDS_MAX } from '../src/lib/control-character-fields';
import { registrationPayload } from './helpers/accounts';
import { signedIn, TRANSACTIONS } from './helpers/billing';
import { buildTestApp } from './helpers/build-test-app';
import { perSuite } from './helpers/per-suite';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(chunk.toString());
    callback();
  },
});

// A made-up argon2 hash: what the attack found written to the log after a failed insert.
const FAKE_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$bm90LWEtcmVhbC1oYXNoLWF0LWFsbA';

const testApp = perSuite(() =>
  buildTestApp(
    { RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'info' },
    {
      deps: { logStream },
      beforeReady: (app) => {
        // A statement that fails inside PostgreSQL with a secret among its parameters.
        app.get('/api/test-only/failing-query/', async () => {
          await app.db.execute(sql`select ${FAKE_HASH}::int as broken`);
          return {};
        });
      },
    },
  ),
);

const NUL = '\u0000';
const controlError = (field: string) => ({
  detail: MESSAGES.generic.validationFailed,
  code: 'validation_error',
  errors: { [field]: [MESSAGES.generic.controlCharacters] },
});

describe('control characters in text', () => {
  it('register and login: 400 naming the field, nothing stored, nothing at error level', async () => {
    lines.length = 0;
    const register = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: registrationPayload({ first_name: `Ne${NUL}ema` }),
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual(controlError('first_name'));
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: `a${NUL}@b.test`, password: `pass${NUL}word` },
    });
    expect(login.statusCode).toBe(400);
    expect(Object.keys(login.json().errors).sort()).toEqual(['password', 'username']);
    expect(lines.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
  });

  it('signed-in writes, searches and path values: 400, never 500', async () => {
    const student = await signedIn(testApp);
    const cases: [string, string, unknown, string][] = [
      [
        'POST',
        '/api/reports/daily/',
        { date: '2026-03-02', hours_spent: 8, description: `a${NUL}b` },
        'description',
      ],
      ['PUT', '/api/user/settings/', { first_name: `x${NUL}`, last_name: 'Kweka' }, 'first_name'],
      ['PUT', '/api/auth/profile/', { company_name: `Roads${NUL}` }, 'company_name'],
      ['POST', '/api/reports/main-jobs/', { title: `Pump\u0007`, week_number: 1 }, 'title'],
      ['POST', TRANSACTIONS, { sender_name: `Amina${NUL}`, amount: 2000 }, 'sender_name'],
      ['GET', `/api/companies/search/?q=${encodeURIComponent(`ro${NUL}ads`)}`, undefined, 'q'],
      ['GET', `/api/reports/weekly/week/${encodeURIComponent(`1${NUL}`)}/`, undefined, 'week'],
      // XML cannot hold U+FFFF: one in a day made the week's DOCX a file Word refuses.
      [
        'POST',
        '/api/reports/daily/',
        { date: '2026-03-02', hours_spent: 8, description: 'pump seal \uFFFF' },
        'description',
      ],
      ['PUT', '/api/auth/profile/', { company_name: 'Roads \uFFFE' }, 'company_name'],
    ];
    for (const [method, url, body, field] of cases) {
      const response = await student.call(method as 'POST', url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().errors[field], `${method} ${url}`).toEqual([
        MESSAGES.generic.controlCharacters,
      ]);
    }
  });

  it('keeps tab and newline where text allows them', async () => {
    const student = await signedIn(testApp);
    const response = await student.call('POST', '/api/reports/daily/', {
      date: '2026-03-03',
      hours_spent: 8,
      description: 'Checked the pump.\n\tReplaced the seal.',
    });
    expect(response.json().errors?.description).toBeUndefined();
    expect(response.statusCode).toBeLessThan(500);
  });
});

// Audit: the guard merged each child's list of fields into its parent's with one spread call, so a
// body of ~10^5 bad strings overflowed the call stack (a 500 and an error-level log line), and an
// answer naming every one would be megabytes. Anyone could send it: login needs no sign-in.
describe('a body of 200 000 control-character strings', () => {
  it('is a short 400 naming the first fields, never a 500 or an error log line', async () => {
    lines.length = 0;
    // Each a DEL (U+007F, which JSON allows raw): ~800 KB, under the 1 MiB body limit.
    const payload = `{"username":[${'"\u007f",'.repeat(199_999)}"\u007f"],"password":"x"}`;
    expect(Buffer.byteLength(payload)).toBeLessThan(1_048_576);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.code).toBe('validation_error');
    const fields = Object.keys(answer.errors);
    expect(fields).toHaveLength(CONTROL_CHARACTER_FIELDS_MAX);
    expect(fields.slice(0, 2)).toEqual(['username.0', 'username.1']);
    expect(response.body.length).toBeLessThan(8 * 1024);
    expect(lines.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
  });
});

describe('a failed query in the log', () => {
  it('is logged without its parameters', async () => {
    lines.length = 0;
    const response = await testApp.app.inject({ url: '/api/test-only/failing-query/' });
    expect(response.statusCode).toBe(500);
    const logged = lines.join('');
    expect(logged).toContain('Unhandled error');
    expect(logged).not.toContain(FAKE_HASH);
    expect(logged).not.toContain('argon2id');
  });
});

describe('POST /api/billing/transactions/ without a body', () => {
  it('answers 400 for null, an empty body and an array', async () => {
    const student = await signedIn(testApp);
    for (const payload of ['null', '', '[]', '"text"']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: TRANSACTIONS,
        headers: { authorization: `Bearer ${student.access}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, `body ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().code).toBe('validation_error');
    }
  });
});
