import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import healthRoutes from './health.routes';

/** Liveness and database connectivity (`/api/health/`, `/api/auth/health/`). */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(healthRoutes);
  },
  { name: 'feature:health', dependencies: ['database'] },
);
