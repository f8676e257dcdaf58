import type { FastifyPluginAsync } from 'fastify';
import adminActivityRoutes from './admin-activity.routes';
import adminAnalyticsRoutes from './admin-analytics.routes';
import adminDashboardRoutes from './admin-dashboard.routes';
import adminRecordsRoutes from './admin-records.routes';
import adminUsersRoutes from './admin-users.routes';
import calendarAdminRoutes from './calendar-admin.routes';

/** The staff area's API (spec 2 §7 "Admin"): every route is staff only. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminDashboardRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminAnalyticsRoutes);
  await app.register(adminActivityRoutes);
  await app.register(adminRecordsRoutes);
  await app.register(calendarAdminRoutes);
};

export default adminRoutes;
