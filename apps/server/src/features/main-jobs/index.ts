import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import mainJobsRoutes from './main-jobs.routes';

/** A week's main job and its numbered operations. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(mainJobsRoutes);
  },
  { name: 'feature:main-jobs', dependencies: ['database', 'auth'] },
);
