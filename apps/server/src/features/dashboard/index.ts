import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import dashboardRoutes from './dashboard.routes';

/** The student dashboard's counts and newest reports. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(dashboardRoutes);
  },
  { name: 'feature:dashboard', dependencies: ['database', 'auth'] },
);
