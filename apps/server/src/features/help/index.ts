import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helpRoutes from './help.routes';

/** The Help Center's contact details. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(helpRoutes);
  },
  { name: 'feature:help', dependencies: ['auth', 'feature:site-settings'] },
);
