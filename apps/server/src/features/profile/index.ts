import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import profileRoutes from './profile.routes';

/** The student's profile and profile picture. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(profileRoutes);
  },
  { name: 'feature:profile', dependencies: ['database', 'auth'] },
);
