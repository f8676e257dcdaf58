import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import weeklyReportsRoutes from './weekly-reports.routes';

/** The log book page of each week. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(weeklyReportsRoutes);
  },
  { name: 'feature:weekly-reports', dependencies: ['database', 'auth'] },
);
