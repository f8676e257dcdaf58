import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import adminActivityRoutes from './admin-activity.routes';
import adminAnalyticsRoutes from './admin-analytics.routes';
import adminDashboardRoutes from './admin-dashboard.routes';
import adminRecordsRoutes from './admin-records.routes';
import adminUsersRoutes from './admin-users.routes';

/** The staff area's API (spec 2 §7 "Admin"): every route is staff only. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(adminDashboardRoutes);
    await app.register(adminUsersRoutes);
    await app.register(adminAnalyticsRoutes);
    await app.register(adminActivityRoutes);
    await app.register(adminRecordsRoutes);
  },
  { name: 'feature:admin', dependencies: ['database', 'auth'] },
);
