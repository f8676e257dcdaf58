import { ERROR_CODES, type TErrorCode } from '@ptlog/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError, type TFieldErrors } from '../lib/app-error';
import { isOutOfSpace } from '../lib/data-dir-errors';
import { FOUNDATION_MESSAGES as MESSAGES } from '../lib/error-messages';
import { REQUEST_ID_HEADER } from '../lib/request-id';
import { apiSecurityHeaders, securityHeaders } from './security';

export { AppError, type TFieldErrors } from '../lib/app-error';

const CODE_BY_STATUS: Record<number, TErrorCode> = {
  401: ERROR_CODES.UNAUTHENTICATED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  405: ERROR_CODES.METHOD_NOT_ALLOWED,
  409: ERROR_CODES.CONFLICT,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
};

const RETRY_AFTER_SECONDS = '30';

/**
 * An answer names at most this many fields: a body of some 10^5 bad values (a record of 80 000
 * keys, an array of as many strings) would otherwise answer megabytes, one entry per value.
 */
export const FIELD_ERRORS_MAX = 50;
/** Said in `non_field_errors` when fields were left out: the client fixes these and sends again. */
export const MORE_FIELD_ERRORS = `Only the first ${FIELD_ERRORS_MAX} fields with errors are listed.`;

/**
 * Validation issues keyed by field path (`company.name`); issues about the whole object go to
 * `non_field_errors`. The first FIELD_ERRORS_MAX fields only, and MORE_FIELD_ERRORS if there were more.
 */
function fieldErrors(issues: { instancePath: string; message?: string }[]): TFieldErrors {
  const errors = new Map<string, string[]>();
  let leftOut = false;
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    const message = issue.message ?? 'Invalid value.';
    const messages = errors.get(field);
    if (messages) messages.push(message);
    else if (errors.size < FIELD_ERRORS_MAX) errors.set(field, [message]);
    else leftOut = true;
  }
  if (leftOut) {
    errors.set('non_field_errors', [...(errors.get('non_field_errors') ?? []), MORE_FIELD_ERRORS]);
  }
  return Object.fromEntries(errors);
}

/** Maps anything thrown to the public error; null means "unexpected" (500). */
function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  // Params, query or body refused by the route's schema (lib/request-validator.ts words the issues).
  const validation = (error as Partial<FastifyError> | null)?.validation;
  if (Array.isArray(validation) && validation.length > 0) {
    return new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.validation, fieldErrors(validation));
  }
  // The database unreachable, restarting or out of disk, or an upload meeting a full disk: a
  // passing state for the operator to fix, not a bug (503).
  if (isDatabaseUnavailable(error) || isOutOfSpace(error)) {
    return new AppError(ERROR_CODES.SERVICE_UNAVAILABLE, MESSAGES.serviceUnavailable);
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(ERROR_CODES.INVALID_JSON, MESSAGES.invalidJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(ERROR_CODES.PAYLOAD_TOO_LARGE, MESSAGES.payloadTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, MESSAGES.unsupportedMediaType);
  }
  const status = fastifyError.statusCode;
  if (status === 429) return new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.rateLimited);
  // Other 4xx errors come from Fastify and its plugins (a bad Content-Length, an empty
  // multipart…): their messages describe the request only, so they are safe to show.
  if (status && status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? ERROR_CODES.VALIDATION_ERROR;
    return new AppError(code, fastifyError.message ?? MESSAGES.validation);
  }
  return null;
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError) {
      // An AI provider's failure is expected upstream trouble, logged once at warn where it
      // happened (features/ai/ai.charge.ts): no second line, no stack.
      const loggedAlready = appError.code === ERROR_CODES.AI_PROVIDER_ERROR;
      if (appError.status >= 500 && !loggedAlready) {
        request.log.error({ err: error }, appError.detail);
      }
      // A 503 tells well-behaved clients and proxies when to come back.
      if (appError.status === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.code(appError.status).send({
        // First, so that they never replace the detail, the code or the errors.
        ...appError.fields,
        detail: appError.detail,
        code: appError.code,
        ...(appError.errors ? { errors: appError.errors } : {}),
      });
    }
    // The stack and message stay in the log; the client gets the request id to quote.
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send({
      detail: MESSAGES.internal,
      code: ERROR_CODES.INTERNAL_ERROR,
      request_id: request.id,
    });
  });
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route, hook or error handler
 * runs (a path parameter over `maxParamLength`, a malformed %-escape such as `%ZZ`). Fastify's own
 * answer was `{error, code, message}` with the path quoted in the message, where a sign-off link's
 * path is its secret token. Answered as any other bad request instead, never repeating the path,
 * with the headers the skipped hooks set on a JSON answer, and no-store like the sign-off answers.
 */
export function routerErrorHandler() {
  const headers = {
    ...apiSecurityHeaders(securityHeaders()),
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
  };
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers).header(REQUEST_ID_HEADER, request.id);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(400)
        .send({ detail: MESSAGES.validation, code: ERROR_CODES.VALIDATION_ERROR });
    }
    // An async route constraint that failed (the app has none): its message names no path.
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send({
      detail: MESSAGES.internal,
      code: ERROR_CODES.INTERNAL_ERROR,
      request_id: request.id,
    });
  };
}

export default fp(errorHandlerPlugin, { name: 'error-handler', fastify: '5.x' });
