// Issue 19, faults 9 (415) and 10 (truncation): an oversized upload is refused with 413 however its
// bytes arrive, on every upload route, and a body that is not multipart is 415.
import { Readable } from 'node:stream';
import { LIMITS, MESSAGES } from '@ptlog/shared';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer } from './helpers/accounts';
import { signedIn, signedInStaff } from './helpers/billing';
import { FROM_EXCEL } from './helpers/broadcast';
import { buildTestApp } from './helpers/build-test-app';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(() => buildTestApp({ RATE_LIMIT_MAX: '100000' }));

const BOUNDARY = '----ptlog-limit-boundary';
const PNG_HEAD = Buffer.from('89504e470d0a1a0a', 'hex');

/**
 * A multipart body sent as a stream whose first chunk ends exactly at `limit` bytes of the file:
 * the reader then hits its limit between chunks, where the truncation used to go unnoticed.
 */
function chunkedUpload(field: string, filename: string, limit: number, totalBytes: number) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const file = Buffer.alloc(totalBytes, 7);
  PNG_HEAD.copy(file);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunks = [Buffer.concat([head, file.subarray(0, limit)])];
  for (let offset = limit; offset < totalBytes; offset += 65_536) {
    chunks.push(file.subarray(offset, Math.min(offset + 65_536, totalBytes)));
  }
  chunks.push(tail);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Readable.from(chunks, { objectMode: false }),
  };
}

function post(
  app: FastifyInstance,
  url: string,
  access: string,
  form: ReturnType<typeof chunkedUpload>,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(access), ...form.headers },
    payload: form.payload,
  });
}

describe('oversized uploads', () => {
  it('a profile picture past 2 MB is 413, whatever the chunking', async () => {
    const student = await signedIn(testApp);
    for (const total of [LIMITS.PICTURE_MAX_BYTES + 1, 3 * 1024 * 1024, 4 * 1024 * 1024]) {
      const response = await post(
        testApp.app,
        '/api/auth/profile/upload-picture/',
        student.access,
        chunkedUpload('profile_picture', 'me.png', LIMITS.PICTURE_MAX_BYTES, total),
      );
      expect(response.statusCode, `${total} bytes`).toBe(413);
    }
    const profile = await testApp.app.inject({
      url: '/api/auth/profile/',
      headers: bearer(student.access),
    });
    expect(profile.json().profile_picture ?? null).toBeNull();
  });

  it('a broadcast sheet past its limit is 413', async () => {
    const staff = await signedInStaff(testApp);
    const limit = LIMITS.EMAIL_SHEET_MAX_BYTES;
    const response = await post(
      testApp.app,
      FROM_EXCEL,
      staff.access,
      chunkedUpload('file', 'list.xlsx', limit, limit + 70_000),
    );
    expect(response.statusCode).toBe(413);
  });
});

describe('a body that is not multipart on an upload route', () => {
  it('is 415, not 406', async () => {
    const student = await signedIn(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/profile/upload-picture/',
      headers: bearer(student.access),
      payload: { profile_picture: 'not a file' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
  });
});

/** A multipart body of `fields` text fields, then the files: [field, filename] each. */
function formWith(fields: number, files: [string, string][]) {
  const parts = [
    ...Array.from(
      { length: fields },
      (_, index) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`,
    ),
    ...files.map(
      ([field, filename]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${PNG_HEAD.toString('latin1')}\r\n`,
    ),
  ];
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Readable.from([Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`, 'latin1')]),
  };
}

describe('a form with more fields or files than it takes', () => {
  it('is a 400 that says so, not a 500 or the reader’s own words', async () => {
    const student = await signedIn(testApp);
    const forms = [
      formWith(20, [['profile_picture', 'me.png']]),
      formWith(0, [
        ['profile_picture', 'me.png'],
        ['profile_picture', 'again.png'],
      ]),
      formWith(0, [
        ['other', 'x.png'],
        ['profile_picture', 'me.png'],
      ]),
    ];
    for (const [index, form] of forms.entries()) {
      const response = await post(
        testApp.app,
        '/api/auth/profile/upload-picture/',
        student.access,
        form,
      );
      expect(response.statusCode, `form ${index}: ${response.body}`).toBe(400);
      expect(response.json().detail).toBe(MESSAGES.generic.uploadTooManyParts);
    }
  });
});
