import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import broadcastRoutes from './broadcast.routes';

/** Staff e-mail broadcast: to all users or to the addresses of an .xlsx, through the mail outbox. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(broadcastRoutes);
  },
  { name: 'feature:broadcast', dependencies: ['database', 'auth', 'mail'] },
);
