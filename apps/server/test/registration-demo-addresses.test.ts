// The demo accounts' addresses are never registered: with the password the README publishes, a
// stranger's account there would stop every later production start (demo-accounts.ts).
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { registrationPayload } from './helpers/accounts';
import { migratedDatabase, PRODUCTION_ENV } from './helpers/migrated-database';

describe('registering a demo account address on a production server', () => {
  const database = migratedDatabase();
  const productionApp = () => database.appWith(PRODUCTION_ENV);

  it.each([
    ['student@ptlogbook.test', 'Student123!'],
    ['Staff@PTLogbook.test', 'Staff123!'],
  ])('refuses %s on the e-mail field, and the server still restarts', async (email, password) => {
    const first = productionApp();
    await first.ready();
    const answer = await first.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: registrationPayload({ email, password, password_confirm: password }),
    });
    await first.close();
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      detail: MESSAGES.register.emailReserved,
      errors: { email: [MESSAGES.register.emailReserved] },
    });

    // A deploy or a crash restart after the attempt.
    const second = productionApp();
    await expect(second.ready()).resolves.toBeDefined();
    await second.close();
  });

  it('still registers any other address at the same domain', async () => {
    const app = productionApp();
    await app.ready();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: registrationPayload({ email: 'amina@ptlogbook.test' }),
    });
    await app.close();
    expect(answer.statusCode).toBe(201);
  });
});
