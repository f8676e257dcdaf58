// The S3 upload store against a real S3-compatible server (test/helpers/s3-server.ts) that checks
// every signature: bytes land under the server's key, come back whole, and every way a bucket can
// fail (wrong secret, missing bucket, down, hung, erroring) is the same 503, never a 500.

import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { parseS3Url } from '../src/config';
import { AppError } from '../src/lib/app-error';
import { s3UploadStore, type TS3Target } from '../src/lib/s3-upload-store';
import { perSuite } from './helpers/per-suite';
import { startTestS3Server } from './helpers/s3-server';

const s3 = perSuite(() => startTestS3Server());
/** A name of the shape the store makes, never stored. */
const SOME_NAME = `${'A'.repeat(24)}.pdf`;
const targetOf = (url: string): TS3Target => {
  const target = parseS3Url(url);
  if (typeof target === 'string') throw new Error(target);
  return target;
};

async function expectUnavailable(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({
    status: 503,
    code: ERROR_CODES.SERVICE_UNAVAILABLE,
    detail: MESSAGES.generic.fileStorageUnavailable,
  });
  return error as AppError;
}

describe('S3 upload store', () => {
  it('puts under a server-made key, reads the same bytes back and removes them', async () => {
    const store = s3UploadStore(targetOf(s3.url));
    const bytes = Buffer.from('%PDF-1.4 a small test file');
    const name = await store.put('resources', bytes, 'pdf');
    expect(name).toMatch(/^[A-Za-z0-9_-]{24}\.pdf$/);
    expect(await s3.keys()).toContain(`resources/${name}`);
    expect(s3.bytesOf(`resources/${name}`).equals(bytes)).toBe(true);

    const stored = await store.get('resources', name);
    expect(stored?.size).toBe(bytes.length);
    expect(stored && (await buffer(stored.stream)).equals(bytes)).toBe(true);

    await store.remove('resources', name);
    expect(await s3.keys()).not.toContain(`resources/${name}`);
    expect(await store.get('resources', name)).toBeNull();
    // Removing again, or a name that is not ours, is no error.
    await store.remove('resources', name);
    expect(await store.get('resources', '../../etc/passwd')).toBeNull();
  });

  it('keeps keys under the prefix named in S3_URL', async () => {
    const store = s3UploadStore(
      targetOf(s3.url.replace('/ptlog-uploads?', '/ptlog-uploads/site-a/?')),
    );
    const name = await store.put('profile-pictures', Buffer.from('png'), 'png');
    expect(await s3.keys()).toContain(`site-a/profile-pictures/${name}`);
    await store.remove('profile-pictures', name);
  });

  it('is refused by the bucket with a wrong secret: 503, nothing stored', async () => {
    const before = await s3.keys();
    const refusedBefore = s3.refused;
    const store = s3UploadStore(targetOf(s3.url.replace(':S3RVER@', ':WRONG@')));
    const error = await expectUnavailable(store.put('resources', Buffer.from('x'), 'pdf'));
    expect(String((error.cause as Error).message)).toContain('403 (SignatureDoesNotMatch)');
    expect(s3.refused).toBe(refusedBefore + 1);
    expect(await s3.keys()).toEqual(before);
  });

  it('answers 503 for a missing bucket, a bucket in trouble, a closed port and a hung one', async () => {
    const missing = s3UploadStore(targetOf(s3.url.replace('/ptlog-uploads?', '/no-such-bucket?')));
    await expectUnavailable(missing.put('resources', Buffer.from('x'), 'pdf'));
    await expectUnavailable(missing.get('resources', SOME_NAME));

    s3.mode = 'failing';
    try {
      const store = s3UploadStore(targetOf(s3.url));
      await expectUnavailable(store.put('resources', Buffer.from('x'), 'pdf'));
      await expectUnavailable(store.remove('resources', SOME_NAME));
    } finally {
      s3.mode = 'ok';
    }

    // A port nothing listens on: refused at once.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = s3UploadStore(targetOf(`http://k:s@127.0.0.1:${closedPort}/bucket`));
    await expectUnavailable(down.put('resources', Buffer.from('x'), 'pdf'));

    // A server that takes the connection and never answers: the timeout ends the wait.
    const hung: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    try {
      const port = (hung.address() as AddressInfo).port;
      const slow = s3UploadStore(targetOf(`http://k:s@127.0.0.1:${port}/bucket`), {
        timeoutMs: 300,
      });
      const started = Date.now();
      const error = await expectUnavailable(slow.get('resources', SOME_NAME));
      expect(Date.now() - started).toBeLessThan(5000);
      expect(String((error.cause as Error).message)).toContain('no answer within 300 ms');
    } finally {
      hung.close();
    }
  });
});
