import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import dailyReportsRoutes from './daily-reports.routes';

/** Daily work entries. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(dailyReportsRoutes);
  },
  { name: 'feature:daily-reports', dependencies: ['database', 'auth'] },
);
