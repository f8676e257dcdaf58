/** Fastify's `trustProxy`: unset → false (X-Forwarded-For ignored), a hop count, or addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined) return false;
  const normalized = value.trim().toLowerCase();
  if (normalized === 'true') return true;
  if (normalized === 'false' || normalized === '') return false;
  if (/^\d+$/.test(normalized)) return Number(normalized);
  return normalized
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** Fastify's types take a hop count as a function: trust the first `hops` proxies in front. */
export function toFastifyTrustProxy(
  value: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
