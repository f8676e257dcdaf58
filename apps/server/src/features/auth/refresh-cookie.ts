import { LIMITS, REFRESH_IN_BODY_HEADER, type TTokenAnswer, type TTokenPair } from '@ptlog/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config';
import {
  TRUSTED_DEVICE_COOKIE,
  TRUSTED_DEVICE_MAX_AGE_S,
  trustedDeviceToken,
} from './trusted-device';

export const REFRESH_COOKIE = 'ptlog_refresh';
const COOKIE_PATH = '/api/auth';

// Browsers accept Secure cookies over plain http only on localhost; elsewhere http means the
// deployment has no TLS and a Secure cookie would silently never come back.
function isSecureOrigin(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export function setRefreshCookie(reply: FastifyReply, config: TConfig, refresh: string): void {
  reply.setCookie(REFRESH_COOKIE, refresh, {
    httpOnly: true,
    secure: isSecureOrigin(config.publicUrl),
    sameSite: 'strict',
    path: COOKIE_PATH,
    maxAge: LIMITS.REFRESH_TOKEN_TTL_DAYS * 86_400,
  });
}

/** Marks this browser as one the user signed in from (trusted-device.ts); kept after logout. */
export function setTrustedDeviceCookie(reply: FastifyReply, config: TConfig, userId: number): void {
  reply.setCookie(TRUSTED_DEVICE_COOKIE, trustedDeviceToken(config.appSecret, userId), {
    httpOnly: true,
    secure: isSecureOrigin(config.publicUrl),
    sameSite: 'strict',
    path: COOKIE_PATH,
    maxAge: TRUSTED_DEVICE_MAX_AGE_S,
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: TConfig): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    secure: isSecureOrigin(config.publicUrl),
    sameSite: 'strict',
    path: COOKIE_PATH,
  });
}

/**
 * The tokens for a JSON answer: the refresh token is in the HttpOnly cookie, and in the body only
 * when the client asks with `X-Refresh-Token-In-Body: true` (a client that keeps it itself).
 */
export function tokensForBody(request: FastifyRequest, tokens: TTokenPair): TTokenAnswer {
  return request.headers[REFRESH_IN_BODY_HEADER] === 'true'
    ? { access: tokens.access, refresh: tokens.refresh }
    : { access: tokens.access };
}

/** The refresh token from the JSON body (non-browser clients) or the HttpOnly cookie. */
export function readRefreshToken(request: FastifyRequest): string | null {
  const body = request.body as { refresh?: unknown } | undefined;
  if (body && typeof body.refresh === 'string' && body.refresh !== '') return body.refresh;
  return request.cookies[REFRESH_COOKIE] ?? null;
}
