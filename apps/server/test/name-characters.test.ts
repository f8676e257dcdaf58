import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { registrationPayload } from './helpers/accounts';
import { buildAdminApp, signedInUser } from './helpers/admin';
import { perSuite } from './helpers/per-suite';

// Security audit: a name is one line in the users CSV, the "Hello …" greeting and the log book
// page. Line breaks, tabs and bidi overrides in it are refused with a clear message, never
// silently stripped (DESIGN §4.4 "no input mangling").
const testApp = perSuite(buildAdminApp);

const BROKEN_NAMES = [
  'a"b,c\r\nd',
  'Neema\nKweka',
  'Neema\tKweka',
  'Asha\u202Egnp.exe',
  'Asha\u2066x',
];

describe('names with control or direction characters', () => {
  it('are refused at registration, and no account is made', async () => {
    for (const name of BROKEN_NAMES) {
      const payload = registrationPayload({ first_name: name, last_name: name });
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload,
      });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().errors).toMatchObject({
        first_name: [MESSAGES.generic.nameCharacters],
        last_name: [MESSAGES.generic.nameCharacters],
      });
      const made = await testApp.db.select().from(users).where(eq(users.email, payload.email));
      expect(made).toHaveLength(0);
    }
  });

  it('are refused when a user renames the account or edits the profile', async () => {
    const user = await signedInUser(testApp, { firstName: 'Neema', lastName: 'Kweka' });
    const renamed = await user.send('PUT', '/api/user/settings/', {
      account: { first_name: 'Neema\r\nEvil', last_name: 'Kweka' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors['account.first_name']).toEqual([MESSAGES.generic.nameCharacters]);
    const profile = await user.send('PUT', '/api/auth/profile/', {
      first_name: 'Neema',
      last_name: 'Kweka\u202E',
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errors.last_name).toEqual([MESSAGES.generic.nameCharacters]);
    const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Neema', lastName: 'Kweka' });
  });

  it('takes real names as typed: apostrophes, hyphens, accents, Arabic script', async () => {
    const payload = registrationPayload({ first_name: "Zoë O'Brien-Mushi", last_name: 'علي' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user).toMatchObject({
      first_name: "Zoë O'Brien-Mushi",
      last_name: 'علي',
    });
  });
});
