import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import aiRoutes from './ai.routes';
import aiProviderPlugin from './ai-provider.plugin';
import { createAiProvider } from './factory';
import weeklyAiRoutes from './weekly-ai.routes';

/** AI enhancement of weekly reports and text suggestions, on the configured provider (docs/api/ai.md). */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(aiProviderPlugin, { provider: createAiProvider(app.config.ai) });
    await app.register(weeklyAiRoutes);
    await app.register(aiRoutes);
  },
  { name: 'feature:ai', dependencies: ['database', 'auth'] },
);
