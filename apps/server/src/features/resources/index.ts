import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import resourcesRoutes from './resources.routes';

/** The resources library: staff upload documents, students list and download them. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(resourcesRoutes);
  },
  { name: 'feature:resources', dependencies: ['database', 'auth'] },
);
