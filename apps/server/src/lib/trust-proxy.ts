import { isIP } from 'node:net';

export type TTrustProxy = boolean | number | string[];

/** Names @fastify/proxy-addr expands to address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_SHAPE =
  "true, a number of proxies (e.g. 1), or a comma-separated list of addresses and CIDR ranges (e.g. '127.0.0.1, 10.0.0.0/8'; also loopback, linklocal, uniquelocal)";

/** A dotted IPv4 netmask with contiguous ones (255.255.255.0), as proxy-addr accepts after '/'. */
function isContiguousNetmask(mask: string): boolean {
  if (isIP(mask) !== 4) return false;
  const bits = mask
    .split('.')
    .map((octet) => Number(octet).toString(2).padStart(8, '0'))
    .join('');
  return /^1+0*$/.test(bits);
}

/** Why proxy-addr would refuse this entry (it throws a bare TypeError at start), or null. */
function entryProblem(entry: string): string | null {
  if (RANGE_NAMES.has(entry)) return null;
  const slash = entry.lastIndexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const version = isIP(address);
  if (version === 0) return `"${entry}" is not an IP address, a CIDR range or a range name`;
  if (slash === -1) return null;
  const range = entry.slice(slash + 1);
  const max = version === 6 ? 128 : 32;
  if (/^\d+$/.test(range)) {
    const bits = Number(range);
    return bits >= 1 && bits <= max
      ? null
      : `"${entry}" has a prefix length outside 1 to ${max} for an IPv${version} address`;
  }
  if (version === 4 && isContiguousNetmask(range)) return null;
  return `"${entry}" has an invalid range after '/' (a prefix length from 1 to ${max})`;
}

/**
 * Fastify's `trustProxy`: unset → false (X-Forwarded-For ignored), a hop count, or addresses/CIDRs.
 * Returns a message naming the bad entry instead when proxy-addr would refuse the value.
 */
export function parseTrustProxy(
  value: string | undefined,
): { value: TTrustProxy } | { problem: string } {
  if (value === undefined) return { value: false };
  const normalized = value.trim().toLowerCase();
  if (normalized === 'true') return { value: true };
  if (normalized === 'false' || normalized === '') return { value: false };
  if (/^\d+$/.test(normalized)) return { value: Number(normalized) };
  const entries = normalized
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const problems = entries.map(entryProblem).filter((problem) => problem !== null);
  if (problems.length > 0) return { problem: `${problems.join('; ')}. Use ${TRUST_PROXY_SHAPE}` };
  return { value: entries };
}

/** Fastify's types take a hop count as a function: trust the first `hops` proxies in front. */
export function toFastifyTrustProxy(
  value: TTrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
