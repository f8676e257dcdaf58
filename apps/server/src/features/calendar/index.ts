import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import calendarRoutes from './calendar.routes';

/** The placement calendar: weeks from the stored start date. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(calendarRoutes);
  },
  { name: 'feature:calendar', dependencies: ['database', 'auth'] },
);
