import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import exportRoutes from './export.routes';
import verifyRoutes from './verify.routes';

/** PDF and DOCX export of the log book, and the public /verify/{code} page. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(exportRoutes);
    await app.register(verifyRoutes);
  },
  { name: 'feature:export', dependencies: ['database', 'auth'] },
);
