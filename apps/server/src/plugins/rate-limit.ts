import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@ptlog/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { TConfig } from '../config';
import { verifyAccessToken } from '../features/auth/access-token';
import { isApiPath } from '../lib/api-path';
import { AppError } from '../lib/app-error';
import { FOUNDATION_MESSAGES } from '../lib/error-messages';
import { databaseThrottle, redisThrottle, type TThrottle } from '../lib/throttle';
import { bearerToken } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one counter behind every throttle of the features (lib/throttle.ts). */
    throttle: TThrottle;
  }
}

export interface TRateLimitOptions {
  config: TConfig;
  now: () => Date;
  /** Prefix of the Redis keys; tests use a unique one so runs never share counters. */
  redisKeyPrefix?: string;
}

const ONE_MINUTE_MS = 60_000;

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Loaded only with a REDIS_URL: ioredis holds ~7 MB of heap that a server without Redis (a
  // first install) would keep for nothing.
  const { Redis } = await import('ioredis');
  // No offline queue and one retry: while Redis is down a request is let through at once
  // (skipOnError) instead of waiting for a counter.
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'Rate-limit Redis error'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot connect to REDIS_URL: ${(error as Error).message}`);
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

// One mechanism for every limit: the same Redis connection (when REDIS_URL is set) counts the
// per-IP request limit here and the features' throttles (app.throttle); without Redis the
// request limit is in memory and the throttles are database counters.
// Counters of the routes that require sign-in are per user, else per client IP (`request.ip`,
// which honours TRUST_PROXY): a campus or mobile network puts many students behind one address,
// and counting them together would refuse a computer lab after a few minutes of normal use. The
// token is checked as the auth plugin checks it (a forged one counts against its address). Public
// routes (codes, password reset, sign-off links, sign-in itself) count per address whatever the
// request carries: a token only proves a signature, and one of an account since erased (register,
// then Wrong Email?) would otherwise buy a fresh counter for every guess. Routes can pass a tighter
// `config.rateLimit`; pages and static files are not limited.
function clientKey(options: TRateLimitOptions) {
  return (request: FastifyRequest): string => {
    const token = request.routeOptions.config?.signInRequired ? bearerToken(request) : null;
    if (token) {
      const verified = verifyAccessToken(options.config.appSecret, token, options.now());
      if (verified.ok) return `user:${verified.claims.userId}`;
    }
    return request.ip;
  };
}

async function rateLimitPlugin(app: FastifyInstance, options: TRateLimitOptions) {
  const { config } = options;
  const redis = config.redisUrl ? await connectRedis(app, config.redisUrl) : undefined;
  const inDatabase = databaseThrottle(() => app.db);
  const prefix = options.redisKeyPrefix ?? 'ptlog:rate-limit:';
  app.decorate(
    'throttle',
    redis ? redisThrottle(redis, `${prefix}throttle:`, inDatabase) : inDatabase,
  );
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: ONE_MINUTE_MS,
    keyGenerator: clientKey(options),
    // `request.url` is the target as sent (absolute form, escapes): isApiPath judges the path the
    // router routed, so no spelling of an API path skips the limits.
    allowList: (request: FastifyRequest) => !isApiPath(request.url),
    ...(redis ? { redis, nameSpace: prefix } : {}),
    skipOnError: true,
    errorResponseBuilder: () =>
      new AppError(ERROR_CODES.RATE_LIMITED, FOUNDATION_MESSAGES.rateLimited),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', fastify: '5.x' });
