import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import companiesRoutes from './companies.routes';

/** Companies: search, find-or-create, and a company's students for staff. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(companiesRoutes);
  },
  { name: 'feature:companies', dependencies: ['database', 'auth'] },
);
