// The upload store in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, Garage, R2…), addressed
// path-style (<endpoint>/<bucket>/<key>) so it works without wildcard DNS. Requests are signed
// with AWS Signature V4 by aws4fetch (ADR 0011), bodies included: a PUT carries the SHA-256 of
// its bytes, so the bucket refuses bytes changed on the way. A bucket that cannot be reached,
// that answers too slowly or that fails answers 503 (fileStorageUnavailable), never a 500.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { AwsClient } from 'aws4fetch';
import { AppError } from './app-error';
import { isStoredName, newStoredName, type TUploadArea, type TUploadStore } from './upload-store';

export interface TS3Target {
  /** scheme://host[:port], no trailing slash. */
  endpoint: string;
  bucket: string;
  /** '' or a key prefix ending in '/'. */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface TS3StoreOptions {
  /** How long to wait for the bucket's answer (headers), per call. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** Content types by the extensions we store; the bucket keeps them for anyone who lists it. */
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** The 503 every bucket failure becomes; the cause stays in the log. */
export function storageUnavailable(cause: unknown): AppError {
  const error = new AppError(
    ERROR_CODES.SERVICE_UNAVAILABLE,
    MESSAGES.generic.fileStorageUnavailable,
  );
  error.cause = cause;
  return error;
}

/** The S3 error code of a failed answer (`<Code>NoSuchBucket</Code>`), for the log. */
async function failure(response: Response, what: string): Promise<Error> {
  const body = await response.text().catch(() => '');
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1] ?? 'no S3 error code';
  return new Error(`S3 ${what} answered HTTP ${response.status} (${code})`);
}

export function s3UploadStore(target: TS3Target, options: TS3StoreOptions = {}): TUploadStore {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new AwsClient({
    accessKeyId: target.accessKeyId,
    secretAccessKey: target.secretAccessKey,
    service: 's3',
    region: target.region,
    // A 5xx or 429 is tried twice more (after ~50 and ~100 ms); a refused connection is not.
    retries: 2,
  });
  const under = target.prefix ? ` under ${target.prefix}` : '';
  const urlOf = (area: TUploadArea, name: string) =>
    `${target.endpoint}/${target.bucket}/${target.prefix}${area}/${name}`;

  /** One signed call; the timeout covers the wait for the answer, not a slow reader's download. */
  async function call(what: string, url: string, init: RequestInit): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`S3 ${what}: no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      return await client.fetch(url, { ...init, signal: controller.signal });
    } catch (error) {
      throw storageUnavailable(controller.signal.aborted ? controller.signal.reason : error);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    description: `S3 bucket ${target.bucket} at ${target.endpoint}${under}`,
    async put(area, bytes, ext) {
      const name = newStoredName(ext);
      const response = await call('PUT', urlOf(area, name), {
        method: 'PUT',
        body: bytes,
        headers: {
          'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
          'X-Amz-Content-Sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!response.ok) throw storageUnavailable(await failure(response, 'PUT'));
      await response.body?.cancel();
      return name;
    },
    async get(area, name) {
      if (!isStoredName(name)) return null;
      const response = await call('GET', urlOf(area, name), { method: 'GET' });
      if (response.status === 404) {
        // NoSuchKey is a file that is gone; NoSuchBucket is a bucket that is missing.
        const error = await failure(response, 'GET');
        if (error.message.includes('(NoSuchKey)')) return null;
        throw storageUnavailable(error);
      }
      if (!response.ok || !response.body) throw storageUnavailable(await failure(response, 'GET'));
      const size = Number(response.headers.get('content-length'));
      if (!Number.isSafeInteger(size) || size < 0) {
        await response.body.cancel();
        throw storageUnavailable(new Error('S3 GET answered without a Content-Length'));
      }
      return {
        stream: Readable.fromWeb(response.body as unknown as NodeReadableStream),
        size,
      };
    },
    async remove(area, name) {
      if (!isStoredName(name)) return;
      const response = await call('DELETE', urlOf(area, name), { method: 'DELETE' });
      // S3 answers 204 whether or not the key was there; some servers answer 404 for a gone key.
      if (response.ok || response.status === 404) {
        if (response.status === 404) {
          const error = await failure(response, 'DELETE');
          if (!error.message.includes('(NoSuchKey)')) throw storageUnavailable(error);
        } else {
          await response.body?.cancel();
        }
        return;
      }
      throw storageUnavailable(await failure(response, 'DELETE'));
    },
  };
}
