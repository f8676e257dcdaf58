// Uploads with S3_URL set, against a real S3-compatible server that checks signatures
// (helpers/s3-server.ts): profile pictures land in the bucket under server-made keys and come
// back with the same headers as from the folder; a bucket that fails or is down answers 503
// with the usual error body, and rows and objects stay as they were (nothing half-written).
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES, PROGRAM_DEPARTMENTS } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { resources, users } from '../src/db/schema';
import { bearer } from './helpers/accounts';
import { ADMIN_API, buildAdminApp, signedInStaff, signedInUser } from './helpers/admin';
import { multipartForm } from './helpers/broadcast';
import { builtOnce, perSuite } from './helpers/per-suite';
import { startTestS3Server, type TS3Mode } from './helpers/s3-server';

const dataDir = path.join(os.tmpdir(), `ptlog-uploads-s3-test-${process.pid}`);
const s3 = perSuite(() => startTestS3Server());
const testApp = perSuite(() => buildAdminApp({ DATA_DIR: dataDir, S3_URL: s3.url }));
const staff = builtOnce(() => signedInStaff(testApp));

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const UNAVAILABLE = {
  detail: MESSAGES.generic.fileStorageUnavailable,
  code: 'service_unavailable',
};

function post(access: string, url: string, form: ReturnType<typeof multipartForm>) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, ...bearer(access) },
    payload: form.payload,
  });
}

function uploadPicture(access: string, bytes: Buffer, name = 'me.png') {
  const file = { name, bytes, type: 'image/png', field: 'profile_picture' };
  return post(access, '/api/auth/profile/upload-picture/', multipartForm({}, file));
}

function uploadResource(access: string, bytes: Buffer) {
  const fields = {
    title: 'Site safety guide',
    department: PROGRAM_DEPARTMENTS.CIVIL,
    report_type: 'guideline',
    description: 'Read before the first day.',
  };
  const file = { name: 'C:\\Users\\me\\guide.pdf', bytes, type: 'application/pdf' };
  return post(access, '/api/upload/', multipartForm(fields, file));
}

async function withBucket<T>(mode: TS3Mode, run: () => Promise<T>): Promise<T> {
  s3.mode = mode;
  try {
    return await run();
  } finally {
    s3.mode = 'ok';
  }
}

/** A 503 with the usual error body: no stack, no request id of a 500. */
function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual(UNAVAILABLE);
}

const pictureOf = async (userId: number) =>
  (await testApp.db.select().from(users).where(eq(users.id, userId)))[0]?.profilePicture;
const keyOf = (url: string) => `profile-pictures/${url.split('/').pop()}`;

afterAll(() => {
  // Nothing went to the folder: the bucket is the store.
  expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
});

describe('profile pictures in an S3 bucket', () => {
  it('stores under a server-made key, serves the same bytes and headers, replaces and removes', async () => {
    const student = await signedInUser(testApp);
    const response = await uploadPicture(student.access, PNG, '../../evil.php');
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().profile_picture;
    expect(url).toMatch(/^\/api\/uploads\/profile-pictures\/[A-Za-z0-9_-]{24}\.png$/);
    expect(await s3.keys()).toContain(keyOf(url));
    expect(s3.bytesOf(keyOf(url)).equals(PNG)).toBe(true);

    const served = await testApp.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'content-disposition': 'attachment',
      'x-content-type-options': 'nosniff',
    });

    const replaced = await uploadPicture(student.access, JPEG, 'me.jpg');
    const newUrl: string = replaced.json().profile_picture;
    expect(newUrl).toMatch(/\.jpg$/);
    const keys = await s3.keys();
    expect(keys).toContain(keyOf(newUrl));
    expect(keys).not.toContain(keyOf(url));
    expect((await testApp.app.inject({ url })).statusCode).toBe(404);

    const removed = await student.send('DELETE', '/api/auth/profile/remove-picture/');
    expect(removed.json().profile_picture).toBeNull();
    expect(await s3.keys()).not.toContain(keyOf(newUrl));
    expect((await testApp.app.inject({ url: newUrl })).statusCode).toBe(404);
  });

  it('keeps the picture as it was when the bucket fails or is down (503)', async () => {
    const student = await signedInUser(testApp);
    const url: string = (await uploadPicture(student.access, PNG)).json().profile_picture;
    const keysBefore = await s3.keys();
    for (const mode of ['failing', 'down'] as const) {
      await withBucket(mode, async () => {
        expectUnavailable(await uploadPicture(student.access, JPEG, 'new.jpg'));
        expectUnavailable(await student.send('DELETE', '/api/auth/profile/remove-picture/'));
        expectUnavailable(await testApp.app.inject({ url }));
      });
      expect(await pictureOf(student.id)).toBe(url);
      expect(await s3.keys()).toEqual(keysBefore);
    }
    // Back up: the same requests go through.
    expect((await testApp.app.inject({ url })).rawPayload.equals(PNG)).toBe(true);
    const removed = await student.send('DELETE', '/api/auth/profile/remove-picture/');
    expect(removed.json().profile_picture).toBeNull();
  });
});

describe('resources in an S3 bucket when it fails', () => {
  it('upload, download and delete answer 503 and leave rows and objects as they were', async () => {
    const keysBefore = await s3.keys();
    await withBucket('down', async () => {
      expectUnavailable(await uploadResource(staff.access, PDF));
    });
    expect(await testApp.db.select().from(resources)).toHaveLength(0);
    expect(await s3.keys()).toEqual(keysBefore);

    const saved = await uploadResource(staff.access, PDF);
    expect(saved.statusCode, saved.body).toBe(201);
    const { id, file_url } = saved.json();
    const [row] = await testApp.db.select().from(resources).where(eq(resources.id, id));
    expect(row?.storedName).toMatch(/^[A-Za-z0-9_-]{24}\.pdf$/);
    const key = `resources/${row?.storedName}`;
    expect(s3.bytesOf(key).equals(PDF)).toBe(true);

    for (const mode of ['failing', 'down'] as const) {
      await withBucket(mode, async () => {
        expectUnavailable(await staff.get(file_url));
        expectUnavailable(await staff.send('DELETE', `/api/reports/resources/${id}/`));
      });
      expect(await testApp.db.select().from(resources)).toHaveLength(1);
      expect(await s3.keys()).toContain(key);
    }

    const file = await staff.get(file_url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'content-disposition': 'attachment; filename="Site-safety-guide.pdf"',
      'x-content-type-options': 'nosniff',
    });
    expect((await staff.send('DELETE', `/api/reports/resources/${id}/`)).statusCode).toBe(204);
    expect(await s3.keys()).not.toContain(key);
    expect(await testApp.db.select().from(resources)).toHaveLength(0);
  });
});

describe('erasing a user whose picture is in the bucket', () => {
  it('rolls the erasure back while the bucket is down, and removes the picture once it is up', async () => {
    const victim = await signedInUser(testApp, { firstName: 'Erased', lastName: 'Person' });
    const url: string = (await uploadPicture(victim.access, PNG)).json().profile_picture;
    const erase = () =>
      staff.send('POST', `${ADMIN_API}/users/actions/`, {
        user_ids: [victim.id],
        action: 'DELETE',
        reason: 'Asked to be forgotten',
      });
    await withBucket('down', async () => expectUnavailable(await erase()));
    const [kept] = await testApp.db.select().from(users).where(eq(users.id, victim.id));
    expect(kept).toMatchObject({ firstName: 'Erased', profilePicture: url });
    expect(await s3.keys()).toContain(keyOf(url));

    expect((await erase()).statusCode).toBe(200);
    expect(await pictureOf(victim.id)).toBeNull();
    expect(await s3.keys()).not.toContain(keyOf(url));
  });
});
