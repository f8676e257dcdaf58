import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIMITS, MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '../src/db/schema';
import { bearer, login, register } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { perSuite } from './helpers/per-suite';

const dataDir = path.join(os.tmpdir(), `ptlog-profile-test-${process.pid}`);

const testApp = perSuite(() => buildTestApp({ DATA_DIR: dataDir }));

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----ptlog-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function verifiedStudent() {
  const { payload, answer } = await register(testApp.app);
  await testApp.db.update(users).set({ emailVerified: true }).where(eq(users.id, answer.user.id));
  return { payload, access: answer.access, userId: answer.user.id };
}

function upload(access: string, form: ReturnType<typeof multipart>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/profile/upload-picture/',
    headers: { ...bearer(access), 'content-type': form.contentType },
    payload: form.body,
  });
}

describe('profile', () => {
  it('updates names and academic data but never the phone or is_staff', async () => {
    const student = await verifiedStudent();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/',
      headers: bearer(student.access),
      payload: {
        first_name: 'Neema  ',
        last_name: "O'Brien & Sons",
        program: 'MECHANICAL',
        year_of_study: 4,
        pt_phase: 'PT3',
        company_name: 'Kilombero Sugar',
        company_region: 'Morogoro',
        phone_number: '0799999999',
        is_staff: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user_details: {
        first_name: 'Neema',
        last_name: "O'Brien & Sons",
        full_name: "Neema O'Brien & Sons",
      },
      program: 'MECHANICAL',
      year_of_study: 4,
      pt_phase: 'PT3',
      company_name: 'Kilombero Sugar',
      company_region: 'Morogoro',
      phone_number: `+255${student.payload.phone_number.slice(1)}`,
      user: { is_staff: false },
    });
  });

  it('answers the field message for a missing first name and changes nothing', async () => {
    const student = await verifiedStudent();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/',
      headers: bearer(student.access),
      payload: { first_name: '', last_name: 'X', program: 'MINING' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.first_name).toEqual([MESSAGES.profile.firstNameRequired]);
    const [row] = await testApp.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, student.userId));
    expect(row?.program).toBe('CIVIL');
  });

  it('answers a staff user without a profile row with empty fields', async () => {
    const staff = await createUser(testApp.db, { isStaff: true });
    const session = await login(testApp.app, staff.email, staff.password);
    const response = await testApp.app.inject({
      url: '/api/auth/profile/',
      headers: bearer(session.access),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      program: null,
      phone_number: '',
      user: { is_staff: true },
    });
  });
});

describe('profile picture', () => {
  it('stores a PNG under a server-made name and serves it with its type and nosniff', async () => {
    const student = await verifiedStudent();
    const response = await upload(
      student.access,
      multipart('profile_picture', '../../evil.php', 'text/html', PNG),
    );
    expect(response.statusCode).toBe(200);
    const url: string = response.json().profile_picture;
    expect(url).toMatch(/^\/api\/uploads\/profile-pictures\/[A-Za-z0-9_-]+\.png$/);
    const served = await testApp.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/auth/profile/remove-picture/',
      headers: bearer(student.access),
    });
    expect(removed.json().profile_picture).toBeNull();
    expect((await testApp.app.inject({ url })).statusCode).toBe(404);
  });

  it('refuses a disguised file (HTML named .png, sent as image/png) and stores nothing', async () => {
    const student = await verifiedStudent();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await upload(
      student.access,
      multipart('profile_picture', 'me.png', 'image/png', html),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(MESSAGES.account.pictureType);
    const [user] = await testApp.db.select().from(users).where(eq(users.id, student.userId));
    expect(user?.profilePicture).toBeNull();
  });

  it('refuses a picture over 2 MB with 413 and stores nothing', async () => {
    const student = await verifiedStudent();
    const dir = path.join(dataDir, 'uploads', 'profile-pictures');
    const filesBefore = existsSync(dir) ? readdirSync(dir).length : 0;
    const big = Buffer.concat([PNG, Buffer.alloc(LIMITS.PICTURE_MAX_BYTES)]);
    const response = await upload(
      student.access,
      multipart('profile_picture', 'big.png', 'image/png', big),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(MESSAGES.account.pictureTooLarge);
    expect(existsSync(dir) ? readdirSync(dir).length : 0).toBe(filesBefore);
  });

  it('keeps one file of pictures uploaded at once: each deletes the one it replaced', async () => {
    const student = await verifiedStudent();
    const dir = path.join(dataDir, 'uploads', 'profile-pictures');
    const before = new Set(existsSync(dir) ? readdirSync(dir) : []);
    const form = multipart('profile_picture', 'me.png', 'image/png', PNG);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => upload(student.access, form)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    const [user] = await testApp.db.select().from(users).where(eq(users.id, student.userId));
    // Each deleted the picture it saw at sign-in, so five files stayed that nothing pointed to.
    const added = readdirSync(dir).filter((name) => !before.has(name));
    expect(added.map((name) => `/api/uploads/profile-pictures/${name}`)).toEqual([
      user?.profilePicture,
    ]);
  });

  it('refuses a path in the picture URL', async () => {
    const response = await testApp.app.inject({
      url: '/api/uploads/profile-pictures/..%2F..%2Fapp-secret',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('settings and password change', () => {
  it('reads and updates the account names; e-mail and username stay', async () => {
    const student = await verifiedStudent();
    const got = await testApp.app.inject({
      url: '/api/user/settings/',
      headers: bearer(student.access),
    });
    expect(got.json().account).toMatchObject({
      email: student.payload.email,
      username: student.payload.email,
    });
    const put = await testApp.app.inject({
      method: 'PUT',
      url: '/api/user/settings/',
      headers: bearer(student.access),
      payload: { account: { first_name: 'Rehema', last_name: 'Mushi', email: 'other@example.tz' } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().account).toEqual({
      username: student.payload.email,
      email: student.payload.email,
      first_name: 'Rehema',
      last_name: 'Mushi',
    });
  });

  it('needs the current password; a success signs out other devices and keeps this one', async () => {
    const user = await createUser(testApp.db);
    const other = await login(testApp.app, user.email, user.password);
    const here = await login(testApp.app, user.email, user.password);
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/change-password/',
      headers: bearer(here.access),
      payload: { current_password: 'not-it-at-all', new_password: 'Brand-New-Pass-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe(MESSAGES.changePassword.wrongCurrent);
    expect((await login(testApp.app, user.email, user.password)).access).toBeTruthy();

    const ok = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/change-password/',
      headers: bearer(here.access),
      payload: { current_password: user.password, new_password: 'Brand-New-Pass-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().detail).toBe(MESSAGES.changePassword.success);
    const fresh = ok.json().access;
    expect(
      (await testApp.app.inject({ url: '/api/user/settings/', headers: bearer(fresh) })).statusCode,
    ).toBe(200);
    expect(
      (await testApp.app.inject({ url: '/api/user/settings/', headers: bearer(other.access) }))
        .statusCode,
    ).toBe(401);
    await expect(login(testApp.app, user.email, user.password)).rejects.toThrow();
    expect((await login(testApp.app, user.email, 'Brand-New-Pass-1')).access).toBeTruthy();
  });
});
