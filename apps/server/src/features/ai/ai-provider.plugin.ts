// Decorates the app with its AI provider, created once; routes hand it to the services.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config';
import type { TAiServiceDeps } from './ai.charge';
import type { TAiProvider } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    aiProvider: TAiProvider;
  }
}

/** `provider` comes from createAiProvider(config.ai) (factory.ts), once per app. */
async function aiProviderPlugin(app: FastifyInstance, options: { provider: TAiProvider }) {
  app.decorate('aiProvider', options.provider);
  app.addHook('onClose', async () => {
    await options.provider.close?.();
  });
}

export default fp(aiProviderPlugin, { name: 'ai-provider', fastify: '5.x' });

/** What an AI service needs, for one request. */
export function aiDepsOf(app: FastifyInstance, request: FastifyRequest): TAiServiceDeps {
  return {
    db: app.db,
    throttle: app.throttle,
    provider: app.aiProvider,
    now: () => app.now(),
    log: request.log,
    callsPerMinute: app.config.ai.rateLimitMax,
  };
}

/** Aborted when the client goes away before the answer: the provider call stops (not charged). */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * Per-route limit of the AI routes (DESIGN §4.5), per client IP: a ceiling for everyone behind one
 * address (AI_IP_RATE_LIMIT_MAX); the service limits each user (AI_RATE_LIMIT_MAX).
 */
export function aiRouteLimit(config: TConfig) {
  return {
    rateLimit: {
      max: config.ai.ipRateLimitMax,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => request.ip,
    },
  };
}
