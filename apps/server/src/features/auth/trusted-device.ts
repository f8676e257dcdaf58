import { createHmac } from 'node:crypto';
import { constantTimeEqual, randomToken } from '../../lib/secrets';

/**
 * A browser that signed in to an account before carries this HttpOnly cookie: `userId.nonce.mac`,
 * signed with the app secret, so nobody else can make one. It is what lets the account's owner
 * sign in while strangers' wrong passwords have used up the account's tries (issue 19: lockout
 * by strangers). It stays after logout: the device is still the owner's.
 */
export const TRUSTED_DEVICE_COOKIE = 'ptlog_device';
export const TRUSTED_DEVICE_MAX_AGE_S = 180 * 86_400;

function mac(appSecret: string, payload: string): string {
  return createHmac('sha256', appSecret).update(`trusted-device:${payload}`).digest('base64url');
}

export function trustedDeviceToken(appSecret: string, userId: number): string {
  const payload = `${userId}.${randomToken(12)}`;
  return `${payload}.${mac(appSecret, payload)}`;
}

export function isTrustedDevice(
  appSecret: string,
  token: string | null | undefined,
  userId: number,
): boolean {
  if (!token) return false;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== String(userId)) return false;
  const payload = `${parts[0]}.${parts[1]}`;
  return constantTimeEqual(parts[2] ?? '', mac(appSecret, payload));
}
