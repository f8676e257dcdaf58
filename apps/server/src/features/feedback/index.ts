import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import feedbackRoutes from './feedback.routes';

/** Help Center feedback and the staff feedback inbox. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(feedbackRoutes);
  },
  { name: 'feature:feedback', dependencies: ['database', 'auth'] },
);
