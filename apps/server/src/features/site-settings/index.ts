import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import siteSettingsRoutes from './site-settings.routes';

/** Staff settings stored in the database: payment numbers and the support WhatsApp number. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(siteSettingsRoutes);
  },
  { name: 'feature:site-settings', dependencies: ['database', 'auth'] },
);
