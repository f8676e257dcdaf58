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
/** Every cookie the app sets starts so (REFRESH_COOKIE, TRUSTED_DEVICE_COOKIE). */
const COOKIE_PREFIX = 'ptlog_';

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
 * for a client that keeps it itself (ADR 8): one that asks with `X-Refresh-Token-In-Body: true`
 * AND either sent its refresh token in the body (refresh) or carries none of our cookies (login,
 * register, change-password). A script in a signed-in page can send the header, but the browser
 * adds the HttpOnly cookies to its request: the header alone must not hand it the 30-day token.
 */
export function tokensForBody(request: FastifyRequest, tokens: TTokenPair): TTokenAnswer {
  return keepsRefreshItself(request)
    ? { access: tokens.access, refresh: tokens.refresh }
    : { access: tokens.access };
}

function keepsRefreshItself(request: FastifyRequest): boolean {
  if (request.headers[REFRESH_IN_BODY_HEADER] !== 'true') return false;
  return bodyRefreshToken(request) !== null || !carriesSessionCookie(request);
}

/** Whether the request carries a cookie of ours (`ptlog_refresh`, `ptlog_device`): a browser's. */
function carriesSessionCookie(request: FastifyRequest): boolean {
  return Object.keys(request.cookies ?? {}).some((name) => name.startsWith(COOKIE_PREFIX));
}

function bodyRefreshToken(request: FastifyRequest): string | null {
  const body = request.body as { refresh?: unknown } | null | undefined;
  return body && typeof body.refresh === 'string' && body.refresh !== '' ? body.refresh : null;
}

/** The refresh token from the JSON body (non-browser clients) or the HttpOnly cookie. */
export function readRefreshToken(request: FastifyRequest): string | null {
  return bodyRefreshToken(request) ?? request.cookies[REFRESH_COOKIE] ?? null;
}
