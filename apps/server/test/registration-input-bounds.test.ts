import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '../src/db/schema';
import { registrationPayload } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { perSuite } from './helpers/per-suite';

// Audit: a NUL byte nested below the text guard's depth reached PostgreSQL (a 500), device_info
// took any JSON, and the password minimum counted UTF-16 units instead of characters.
const testApp = perSuite(() => buildTestApp({ RATE_LIMIT_MAX: '100000' }));

function nested(levels: number, inner: Record<string, unknown>): Record<string, unknown> {
  let value = inner;
  for (let i = 0; i < levels; i++) value = { n: value };
  return value;
}

function registerWith(overrides: Parameters<typeof registrationPayload>[0]) {
  const payload = registrationPayload(overrides);
  const response = testApp.app.inject({ method: 'POST', url: '/api/auth/register/', payload });
  return { payload, response };
}

async function userExists(email: string): Promise<boolean> {
  const [row] = await testApp.db.select().from(users).where(eq(users.email, email));
  return Boolean(row);
}

describe('input nested deeper than the text guard looks', () => {
  it('is a 400, never a 500, however deep its NUL byte sits', async () => {
    const { payload, response } = registerWith({
      // What a hostile client sends, not what the schema's type allows.
      device_info: nested(12, { x: 'bad\u0000value' }) as Record<string, string>,
    });
    const refused = await response;
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('validation_error');
    expect(await userExists(payload.email)).toBe(false);
  });

  it('is refused as too deep on any route, before its schema', async () => {
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 'a@b.tz', password: 'whatever', extra: nested(11, {}) },
    });
    expect(refused.statusCode).toBe(400);
    const errors: Record<string, string[]> = refused.json().errors;
    expect(Object.values(errors)).toEqual([[MESSAGES.generic.nestedTooDeep]]);
  });
});

describe('device_info at registration', () => {
  it("takes a browser's report: short texts, numbers, flags and the screen's size", async () => {
    const deviceInfo = {
      userAgent: 'Mozilla/5.0 (Linux; Android 13)',
      language: 'sw-TZ',
      platform: 'Android',
      touch: true,
      screen: { width: 390, height: 844, pixelRatio: 2.75 },
      timezone: 'Africa/Dar_es_Salaam',
    };
    const { payload, response } = registerWith({ device_info: deviceInfo });
    expect((await response).statusCode).toBe(201);
    const [row] = await testApp.db
      .select({ deviceInfo: profiles.deviceInfo })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, payload.email));
    expect(row?.deviceInfo).toMatchObject(deviceInfo);
  });

  it.each([
    ['nested below the screen object', { screen: { size: { width: 1 } } }],
    ['with an array', { languages: ['sw', 'en'] }],
    ['with a long text', { userAgent: 'x'.repeat(513) }],
    ['with too many keys', Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]))],
  ])('refuses one %s (400, nothing stored)', async (_name, deviceInfo) => {
    const { payload, response } = registerWith({
      device_info: deviceInfo as Record<string, string>,
    });
    const refused = await response;
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual([expect.stringMatching(/^device_info/)]);
    expect(await userExists(payload.email)).toBe(false);
  });
});

// Audit: the key count was checked after every value was parsed: 80 000 bad keys (under 1 MiB)
// cost a second of CPU and answered 3 MB, one error per key.
describe('device_info with 80 000 bad keys', () => {
  it('is refused whole, with one error for device_info', async () => {
    const keys = Array.from({ length: 80_000 }, (_, i) => `"k${i}":[]`).join(',');
    const payload = `{"device_info":{${keys}}}`;
    expect(Buffer.byteLength(payload)).toBeLessThan(1_048_576);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.device_info).toEqual([MESSAGES.generic.validationFailed]);
    expect(
      Object.keys(response.json().errors).filter((field) => field.startsWith('device_info')),
    ).toEqual(['device_info']);
    expect(response.body.length).toBeLessThan(4 * 1024);
  });
});

describe('the password minimum', () => {
  it('counts characters, not UTF-16 units: 4 emoji are not 8 characters', async () => {
    const short = '😀😀😀😀';
    const { response } = registerWith({ password: short, password_confirm: short });
    const refused = await response;
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.password).toEqual([MESSAGES.register.passwordTooShort]);
    const long = '😀😀😀😀😀😀😀😀';
    const { response: accepted } = registerWith({ password: long, password_confirm: long });
    expect((await accepted).statusCode).toBe(201);
  });
});
