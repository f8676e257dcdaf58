import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentTransactions, users } from '../src/db/schema';
import { registrationPayload } from './helpers/accounts';
import { buildAdminApp, signedInStaff, signedInUser } from './helpers/admin';
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

  it("are refused in a supervisor's name, kept as it was", async () => {
    const user = await signedInUser(testApp, { firstName: 'Neema', lastName: 'Kweka' });
    const names = { first_name: 'Neema', last_name: 'Kweka' };
    const kept = await user.send('PUT', '/api/auth/profile/', {
      ...names,
      supervisor_name: 'Eng. Kisanga',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    for (const name of BROKEN_NAMES) {
      const response = await user.send('PUT', '/api/auth/profile/', {
        ...names,
        supervisor_name: name,
      });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().errors.supervisor_name).toEqual([MESSAGES.generic.nameCharacters]);
    }
    const profile = await user.get('/api/auth/profile/');
    expect(profile.json().supervisor_name).toBe('Eng. Kisanga');
  });

  it("are refused in a payment's sender name, and no payment is recorded", async () => {
    const payer = await signedInUser(testApp, { firstName: 'Asha', lastName: 'Mushi' });
    const staff = await signedInStaff(testApp);
    const payment = { user_phone_number: '0754111222', payment_method: 'DIRECT', amount: 2000 };
    for (const name of BROKEN_NAMES) {
      const reported = await payer.send('POST', '/api/billing/transactions/', {
        ...payment,
        payer_type: 'different',
        sender_name: name,
      });
      expect(reported.statusCode, JSON.stringify(name)).toBe(400);
      expect(reported.json().errors.sender_name).toEqual([MESSAGES.generic.nameCharacters]);
      const recorded = await staff.send('POST', '/api/billing/staff/transactions/', {
        ...payment,
        user_id: payer.id,
        sender_name: name,
      });
      expect(recorded.statusCode, JSON.stringify(name)).toBe(400);
      expect(recorded.json().errors.sender_name).toEqual([MESSAGES.generic.nameCharacters]);
    }
    const rows = await testApp.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, payer.id));
    expect(rows).toEqual([]);
  });

  it.each(['\u200b', '\u2060\u200b', '\u00ad'])(
    'a name of only %j is no name: refused on the profile and in settings',
    async (invisible) => {
      const user = await signedInUser(testApp, { firstName: 'Asha', lastName: 'Mushi' });
      const profile = await user.send('PUT', '/api/auth/profile/', {
        first_name: invisible,
        last_name: 'Mushi',
      });
      expect(profile.statusCode, profile.body).toBe(400);
      expect(profile.json().errors.first_name).toEqual([MESSAGES.profile.firstNameRequired]);
      const settings = await user.send('PUT', '/api/user/settings/', {
        account: { first_name: 'Asha', last_name: invisible },
      });
      expect(settings.statusCode, settings.body).toBe(400);
      expect(settings.json().errors['account.last_name']).toEqual([
        MESSAGES.profile.lastNameRequired,
      ]);
      const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ firstName: 'Asha', lastName: 'Mushi' });
    },
  );

  it('a student ID with a line break is refused: it prints on one line', async () => {
    const payload = registrationPayload({ student_id: '2021-04-\n12345' });
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload,
    });
    expect(registered.statusCode, registered.body).toBe(400);
    expect(registered.json().errors).toEqual({ student_id: [MESSAGES.generic.oneLine] });
    const user = await signedInUser(testApp, { firstName: 'Asha', lastName: 'Mushi' });
    const names = { first_name: 'Asha', last_name: 'Mushi' };
    const refused = await user.send('PUT', '/api/auth/profile/', {
      ...names,
      student_id: '2021-04-\r\n12345',
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual({ student_id: [MESSAGES.generic.oneLine] });
    const kept = await user.send('PUT', '/api/auth/profile/', {
      ...names,
      student_id: '2021-04-12345',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().student_id).toBe('2021-04-12345');
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
