import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import billingRoutes from './billing.routes';
import staffBillingRoutes from './staff-billing.routes';

/** Payment transactions: the student's and the staff's. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(billingRoutes);
    await app.register(staffBillingRoutes);
  },
  { name: 'feature:billing', dependencies: ['database', 'auth', 'mail'] },
);
