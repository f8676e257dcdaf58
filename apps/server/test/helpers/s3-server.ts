// A real S3-compatible server for tests: s3rver (S3's REST API and XML errors over a folder) on
// 127.0.0.1, behind a front door that checks every request's AWS Signature V4 with AWS's own
// signer (@smithy/signature-v4) and the body against its signed SHA-256, since s3rver checks
// only the access key of a V4 request. A wrong secret, a changed byte or an unsigned body is
// refused with S3's 403 SignatureDoesNotMatch, as a real bucket would.
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';
import S3rver from 's3rver';

/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';
const SECRET = 'S3RVER';
const REGION = 'us-east-1';

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (data: SourceData) =>
  typeof data === 'string'
    ? Buffer.from(data)
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** Node's SHA-256 (and HMAC-SHA256 with a secret) in the shape the signer takes. */
class NodeSha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret ? createHmac('sha256', bytesOf(secret)) : createHash('sha256');
  }
  update(data: SourceData) {
    this.hash.update(bytesOf(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {}
}

const verifier = new SignatureV4({
  credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET },
  region: REGION,
  service: 's3',
  sha256: NodeSha256,
  uriEscapePath: false,
});

/** Why a request's signature does not hold, or null when it does. */
async function signatureProblem(
  request: http.IncomingMessage,
  body: Buffer,
): Promise<string | null> {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (!match) return 'no AWS4-HMAC-SHA256 Authorization header';
  const [, accessKey, day, region, signedList = '', signature] = match;
  if (accessKey !== ACCESS_KEY || region !== REGION) return 'unknown key or region';
  const stamp = String(request.headers['x-amz-date'] ?? '');
  const parts = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp);
  if (!parts || stamp.slice(0, 8) !== day) return 'bad x-amz-date';
  const signingDate = new Date(
    `${parts[1]}-${parts[2]}-${parts[3]}T${parts[4]}:${parts[5]}:${parts[6]}Z`,
  );
  if (Math.abs(Date.now() - signingDate.getTime()) > 15 * 60_000) return 'request too old';
  const signedNames = signedList.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signedNames.includes(required)) return `${required} is not signed`;
  }
  const claimed = String(request.headers['x-amz-content-sha256']);
  const actual = createHash('sha256').update(body).digest('hex');
  if (claimed !== actual && !(claimed === 'UNSIGNED-PAYLOAD' && body.length === 0)) {
    return 'body does not match x-amz-content-sha256';
  }
  const headers: Record<string, string> = {};
  for (const name of signedNames) headers[name] = String(request.headers[name] ?? '');
  const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = value;
  const signed = await verifier.sign(
    {
      method: request.method ?? 'GET',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query,
      headers,
    },
    { signingDate, signableHeaders: new Set(signedNames) },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(signed.headers.authorization ?? '')?.[1];
  return expected === signature ? null : 'signature does not match';
}

function s3Error(response: http.ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'Content-Type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

interface TS3rverStore {
  listObjects(
    bucket: string,
    options: { maxKeys: number },
  ): Promise<{ objects: { key: string }[] }>;
  getResourcePath(bucket: string, key: string, resource: string): string;
}

export type TS3Mode = 'ok' | 'failing' | 'down';

export interface TTestS3Server {
  /** S3_URL for the app: the checking front door, bucket and credentials. */
  url: string;
  bucket: string;
  /**
   * 'ok'; 'failing' answers every request 500 InternalError (a bucket in trouble); 'down' cuts
   * every connection without an answer (a bucket that crashed).
   */
  mode: TS3Mode;
  /** How many requests the front door refused for their signature. */
  refused: number;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** The stored bytes of a key (read from s3rver's folder, not through the API). */
  bytesOf(key: string): Buffer;
  close(): Promise<void>;
}

export async function startTestS3Server(bucket = 'ptlog-uploads'): Promise<TTestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'ptlog-s3rver-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: backPort } = (await s3rver.run()) as AddressInfo;
  // s3rver's folder store (untyped in @types/s3rver).
  const store = (s3rver as unknown as { store: TS3rverStore }).store;

  const state = { mode: 'ok' as TS3Mode, refused: 0 };
  const front = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      if (state.mode === 'down') {
        request.socket.destroy();
        return;
      }
      if (state.mode === 'failing') {
        s3Error(response, 500, 'InternalError', 'We encountered an internal error.');
        return;
      }
      const problem = await signatureProblem(request, body);
      if (problem) {
        state.refused += 1;
        s3Error(response, 403, 'SignatureDoesNotMatch', problem);
        return;
      }
      const forward = http.request(
        {
          host: '127.0.0.1',
          port: backPort,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, 'content-length': String(body.length) },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forward.on('error', () => s3Error(response, 502, 'BadGateway', 'back end failed'));
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;

  return {
    url: `http://${ACCESS_KEY}:${SECRET}@127.0.0.1:${port}/${bucket}?region=${REGION}`,
    bucket,
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    get refused() {
      return state.refused;
    },
    async keys() {
      const listed = await store.listObjects(bucket, { maxKeys: 1000 });
      return listed.objects.map((object) => object.key).sort();
    },
    bytesOf(key) {
      return readFileSync(store.getResourcePath(bucket, key, 'object'));
    },
    async close() {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
