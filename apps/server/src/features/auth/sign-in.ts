import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../../config';
import { deviceFromRequest } from './device';
import type { TSignInRequest } from './sessions.service';
import { TRUSTED_DEVICE_COOKIE } from './trusted-device';

/** The route side of signing in: this request's device and address, and the app's signing key. */
export function signInRequestOf(
  request: FastifyRequest,
  config: Pick<TConfig, 'appSecret'>,
): TSignInRequest {
  return {
    appSecret: config.appSecret,
    device: deviceFromRequest(request),
    ip: request.ip,
    trustedDevice: request.cookies[TRUSTED_DEVICE_COOKIE] ?? null,
  };
}
