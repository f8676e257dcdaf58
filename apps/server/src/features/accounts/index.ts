import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import settingsRoutes from './settings.routes';

/** Account settings and password change. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(settingsRoutes);
  },
  { name: 'feature:accounts', dependencies: ['database', 'auth'] },
);
