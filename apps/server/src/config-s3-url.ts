import type { TS3Target } from './lib/s3-upload-store';

const S3_URL_SHAPE = 'http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix][?region=…]';
const BUCKET_RE = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_RE = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/** S3_URL read into a bucket target, or the problem with it (the secret is never repeated). */
export function parseS3Url(value: string): TS3Target | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `must be a URL shaped ${S3_URL_SHAPE}`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `must start with http:// or https:// (${S3_URL_SHAPE})`;
  }
  if (!url.username || !url.password) {
    return `must carry the access key and the secret before the host: ${S3_URL_SHAPE} (percent-encode /, + and = in them)`;
  }
  let accessKeyId: string;
  let secretAccessKey: string;
  try {
    accessKeyId = decodeURIComponent(url.username);
    secretAccessKey = decodeURIComponent(url.password);
  } catch {
    return 'has a badly percent-encoded access key or secret';
  }
  const [bucket = '', ...rest] = url.pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (!bucket) return `must name the bucket in its path: ${S3_URL_SHAPE}`;
  if (!BUCKET_RE.test(bucket) || bucket.includes('..')) {
    return `bucket "${bucket}" is not a valid name (3 to 63 lowercase letters, digits, dots or hyphens)`;
  }
  const prefix = rest.join('/');
  if (prefix && !PREFIX_RE.test(prefix)) {
    return `key prefix "${prefix}" may only hold letters, digits, '.', '_', '-' and single '/'`;
  }
  const unknown = [...url.searchParams.keys()].filter((key) => key !== 'region');
  if (unknown.length > 0) return `unknown option ${unknown.join(', ')} (only region is read)`;
  if (url.hash) return 'must not have a #fragment';
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,32}$/.test(region)) return `region "${region}" is not a region name`;
  return {
    endpoint: url.origin,
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    region,
    accessKeyId,
    secretAccessKey,
  };
}
