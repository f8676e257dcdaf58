// The staff screens' modules, reached only through this one (a staff-* chunk itself,
// build/staff-chunks.ts): the app's entry then names this file alone, not every staff screen's
// files and the files they import, which a student's phone would download with the sign-in
// screen for nothing (issue 20's 150 KB). Staff pay one small file more on their first screen.
export const STAFF_SCREENS = {
  AdminDashboardPage: () => import('./AdminDashboardPage'),
  UsersPage: () => import('./UsersPage'),
  AnalyticsPage: () => import('./AnalyticsPage'),
  RecentActivityPage: () => import('./RecentActivityPage'),
  SiteSettingsPage: () => import('./SiteSettingsPage'),
  RecordsPage: () => import('./RecordsPage'),
  BillingDashboardPage: () => import('../../staff-billing/pages/BillingDashboardPage'),
  BroadcastPage: () => import('../../broadcast/pages/BroadcastPage'),
};

export type TStaffScreen = keyof typeof STAFF_SCREENS;
