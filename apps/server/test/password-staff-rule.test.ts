// README: "A staff password needs at least 10 characters, not only spaces, and at least 5
// different characters (a student's needs 8)". create-staff applies it; so do Change password and
// a reset link for a staff account.
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrPromoteStaff } from '../src/cli/staff-account';
import { users } from '../src/db/schema';
import { issuePasswordResetLink } from '../src/features/auth/password-reset.service';
import { bearer, login } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(() => buildTestApp());

let sequence = 0;
async function staffMember(password = 'Long-enough-staff-1') {
  sequence += 1;
  const email = `head-${sequence}@udsm.ac.tz`;
  await createOrPromoteStaff(testApp.db, { email, password, firstName: 'Anna', lastName: 'Mushi' });
  return { email, password };
}

function changePassword(access: string, current: string, next: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/user/change-password/',
    headers: bearer(access),
    payload: { current_password: current, new_password: next },
  });
}

function confirmReset(fields: { uid: string; token: string; password: string }) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset-confirm/',
    payload: fields,
  });
}

async function signsIn(email: string, password: string): Promise<boolean> {
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { username: email, password },
  });
  return answer.statusCode === 200;
}

describe('a staff account changing its password', () => {
  it.each([
    ['aaaaaaaa', MESSAGES.staffPassword.tooShort],
    ['aaaaaaaaaaaa', MESSAGES.staffPassword.tooFewDistinct],
    ['abababab12', MESSAGES.staffPassword.tooFewDistinct],
    [' '.repeat(12), MESSAGES.staffPassword.onlySpaces],
  ])('is refused %j on new_password with the staff rule', async (weak, message) => {
    const staff = await staffMember();
    const session = await login(testApp.app, staff.email, staff.password);
    const answer = await changePassword(session.access, staff.password, weak);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ detail: message, errors: { new_password: [message] } });
    expect(await signsIn(staff.email, staff.password)).toBe(true);
  });

  it('sets a password that keeps the rule', async () => {
    const staff = await staffMember();
    const session = await login(testApp.app, staff.email, staff.password);
    expect((await changePassword(session.access, staff.password, 'Kilimanjaro-2')).statusCode).toBe(
      200,
    );
    expect(await signsIn(staff.email, 'Kilimanjaro-2')).toBe(true);
  });

  it("leaves a student to the student's rule (8 characters)", async () => {
    const student = await createUser(testApp.db);
    const session = await login(testApp.app, student.email, student.password);
    expect((await changePassword(session.access, student.password, 'aaaaaaaa')).statusCode).toBe(
      200,
    );
  });
});

describe('a staff account setting a password with a reset link', () => {
  async function linkFor(email: string) {
    const [user] = await testApp.db.select().from(users).where(eq(users.email, email));
    return issuePasswordResetLink(testApp.db, user!.id, new Date());
  }

  it('is refused a weak one on the password field, and the link still works afterwards', async () => {
    const staff = await staffMember();
    const link = await linkFor(staff.email);
    const weak = await confirmReset({ ...link, password: 'aaaaaaaa' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      detail: MESSAGES.staffPassword.tooShort,
      errors: { password: [MESSAGES.staffPassword.tooShort] },
    });
    expect(await signsIn(staff.email, staff.password)).toBe(true);

    const strong = await confirmReset({ ...link, password: 'Serengeti-2026' });
    expect(strong.statusCode).toBe(200);
    expect(await signsIn(staff.email, 'Serengeti-2026')).toBe(true);
  });

  it('answers a wrong token as an invalid link, whatever the password (no staff hint)', async () => {
    const staff = await staffMember();
    const link = await linkFor(staff.email);
    const answer = await confirmReset({
      uid: link.uid,
      token: 'wrong-token',
      password: 'aaaaaaaa',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().detail).toBe(MESSAGES.resetPassword.invalidLink);
  });

  it("leaves a student to the student's rule", async () => {
    const student = await createUser(testApp.db);
    const link = await linkFor(student.email);
    expect((await confirmReset({ ...link, password: 'aaaaaaaa' })).statusCode).toBe(200);
  });
});
