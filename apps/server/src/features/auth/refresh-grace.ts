// A refresh answer lost on mobile data (ADR 0020): the phone's request arrived and spent its
// refresh token, the answer with the next one did not, and the phone sends the spent token again.
// Within a short window, from the same browser, and while the next token is still unused, that is
// answered with the very token the lost answer carried instead of being taken for theft.
import { createHmac } from 'node:crypto';
import { randomToken } from '../../lib/secrets';
import { isTrustedDevice } from './trusted-device';

/**
 * How long after a refresh token was spent a second use of it may still be a retry of a lost
 * answer (Auth0 and Okta call it the rotation overlap period). A phone on 2G/3G gives up on an
 * answer within its request time-out (the web client's is 15 s) and retries once at once; a minute
 * covers that with room to spare, and a copy used later than that is still taken for theft.
 */
export const REFRESH_REUSE_GRACE_MS = 60_000;

/**
 * The `ptlog_device` cookie this request carried, when it is one the server signed for this user
 * (trusted-device.ts); null otherwise. It is the only evidence of "the same browser" we accept:
 * HttpOnly, never in a JSON answer, signed, new at every sign-in. The stored user agent and the
 * X-Device-* headers are not evidence: anyone holding a copied token can send the same headers.
 */
export function deviceEvidence(
  appSecret: string,
  trustedDevice: string | null | undefined,
  userId: number,
): string | null {
  return trustedDevice && isTrustedDevice(appSecret, trustedDevice, userId) ? trustedDevice : null;
}

/**
 * The token that replaces `spent` when a browser with the device cookie `device` spends it. It is
 * derived (an HMAC under the app secret), not drawn at random, so that a retry from the same
 * browser can be handed the same successor again (the server keeps only hashes): no second live
 * token ever exists, and two tabs or two retries that race all end up holding the one token.
 * Nobody can compute it without the app secret, and it depends on the device cookie, so a copy of
 * the spent token sent without that cookie names no successor. Without device evidence the
 * successor is random, and a second use of the spent token is a replay as before.
 */
export function successorToken(appSecret: string, spent: string, device: string | null): string {
  if (!device) return randomToken();
  return createHmac('sha256', appSecret)
    .update(`refresh-successor:${device}:${spent}`)
    .digest('base64url');
}

/**
 * Whether a token spent at `usedAt` may still be retried by a request that read the clock at `now`.
 * Two tabs refreshing at once each read the clock before waiting for the token's row, so the one
 * that spent it may have read a later time than the one that finds it spent: that request came
 * before the spend, not after, and its age is a few ms below zero. It is the tabs' race ADR 0020
 * answers with the one token, not a replay; the same bound on that side keeps a clock set back
 * from opening a longer window.
 */
export function withinReuseGrace(usedAt: Date | null, now: Date): boolean {
  if (!usedAt) return false;
  const age = now.getTime() - usedAt.getTime();
  return Math.abs(age) <= REFRESH_REUSE_GRACE_MS;
}
