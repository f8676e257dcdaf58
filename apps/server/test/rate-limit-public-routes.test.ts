// Security audit 2, finding 2: an access token with a good signature bought a counter of its own
// on every route, public ones too. One minted by registering and then releasing the registration
// (the account erased, its token still well signed) escaped the per-address limits of the code,
// reset and sign-off routes. Public routes count per address whatever the request carries.
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, register } from './helpers/accounts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';

/** The per-address limit of the code routes (email-verification.routes.ts). */
const OTP_ROUTE_MAX = 30;

describe('rate limits of public routes with a bearer token', () => {
  const opened: TTestApp[] = [];
  afterAll(() => Promise.all(opened.map((testApp) => testApp.close())));

  async function open(env: Record<string, string> = {}) {
    const testApp = await buildTestApp(env);
    opened.push(testApp);
    return testApp;
  }

  /** The access token of an account erased by Wrong Email? (release-registration). */
  async function erasedAccountToken(testApp: TTestApp): Promise<string> {
    const { answer } = await register(testApp.app);
    const released = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/release-registration/',
      headers: bearer(answer.access),
    });
    expect(released.statusCode).toBe(200);
    return answer.access;
  }

  it("counts an erased account's token against its address on verify-email-otp", async () => {
    const testApp = await open();
    const access = await erasedAccountToken(testApp);
    const from = (remoteAddress: string, headers: Record<string, string>, index: number) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email-otp/',
        remoteAddress,
        headers,
        payload: {
          email: `victim${index}@students.example.tz`,
          code: '123456',
          purpose: 'password_reset',
        },
      });
    const statuses = async (
      remoteAddress: string,
      headers: Record<string, string>,
      count: number,
    ) => {
      const answers: number[] = [];
      for (let index = 0; index < count; index++) {
        answers.push((await from(remoteAddress, headers, index)).statusCode);
      }
      return answers;
    };
    const limitedOf = (answers: number[]) => answers.filter((status) => status === 429).length;
    expect(limitedOf(await statuses('198.51.100.1', {}, OTP_ROUTE_MAX + 5))).toBe(5);
    // An address that used up its counter gets no fresh one by showing the token.
    expect(limitedOf(await statuses('198.51.100.1', bearer(access), 5))).toBe(5);
    // From another address, with the token as without it: 5 of 35 refused.
    expect(limitedOf(await statuses('198.51.100.2', bearer(access), OTP_ROUTE_MAX + 5))).toBe(5);
  });

  it('counts a well-signed token against its address under the global limit of public routes', async () => {
    const testApp = await open({ RATE_LIMIT_MAX: '3' });
    const access = await erasedAccountToken(testApp);
    const health = (headers: Record<string, string>) =>
      testApp.app.inject({ url: '/api/health/', remoteAddress: '198.51.100.3', headers });
    for (let index = 0; index < 3; index++) {
      expect((await health({})).statusCode).toBe(200);
    }
    expect((await health({})).statusCode).toBe(429);
    expect((await health(bearer(access))).statusCode).toBe(429);
  });
});
