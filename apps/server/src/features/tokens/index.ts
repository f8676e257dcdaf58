import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import tokensRoutes from './tokens.routes';

/** Token balance, usage history, workplace cards and staff token views. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(tokensRoutes);
  },
  { name: 'feature:tokens', dependencies: ['database', 'auth'] },
);
