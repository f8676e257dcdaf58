import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import signoffRoutes from './signoff.routes';

/** Supervisor sign-off of a week by an e-mailed, single-use link (issue 17). */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(signoffRoutes);
  },
  { name: 'feature:signoff', dependencies: ['database', 'auth', 'mail'] },
);
