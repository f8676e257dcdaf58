import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { TConfig } from '../config';
import { redactSecrets, redactUrl } from './redact';

type TLoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Pino options for Fastify; `stream` lets tests capture the output. */
export function buildLoggerOptions(
  config: Pick<TConfig, 'logLevel'>,
  stream?: NodeJS.WritableStream,
): TLoggerOptions {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[REDACTED]',
    },
    formatters: {
      // Catches secrets in anything a handler logs, at any depth (bodies, payloads, options).
      log: (object) => redactSecrets(object) as Record<string, unknown>,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
