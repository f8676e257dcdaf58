import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token with 256 bits of entropy (refresh tokens, reset tokens, file names). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A numeric code of `length` digits from the CSPRNG, leading zeros kept. */
export function randomDigits(length: number): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += String(randomInt(10));
  return code;
}

/** SHA-256, hex: how tokens and codes are stored (they are random, so no salt or slow hash is needed). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function constantTimeEqual(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}
