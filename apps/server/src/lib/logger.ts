import { createRequire } from 'node:module';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type PinoPretty from 'pino-pretty';
import type { TConfig } from '../config';
import { redactSecrets, redactUrl, serializeError } from './redact';

type TLoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Development logs for people (issue 15): one readable line per entry, time and level first,
 * without pid, hostname and request ids. Production keeps pino's JSON lines for machines.
 */
export function readableLogStream(destination: NodeJS.WritableStream = process.stdout) {
  // Required here, when a development server or a test asks for it: production never loads it.
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
  return pretty({
    destination,
    singleLine: true,
    colorize: destination === process.stdout && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    sync: true,
  });
}

/** Pino options for Fastify; `stream` lets tests capture the output. */
export function buildLoggerOptions(
  config: Pick<TConfig, 'logLevel'> & { nodeEnv?: string },
  stream?: NodeJS.WritableStream,
): TLoggerOptions {
  const output = stream ?? (config.nodeEnv === 'development' ? readableLogStream() : undefined);
  return {
    level: config.logLevel,
    ...(output ? { stream: output } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[REDACTED]',
    },
    formatters: {
      // Catches secrets in anything a handler logs, at any depth (bodies, payloads, options).
      log: (object) => redactSecrets(object) as Record<string, unknown>,
    },
    serializers: {
      // Query parameters (a password hash, a token) never reach the log.
      err: serializeError as (error: unknown) => never,
      error: serializeError as (error: unknown) => never,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
