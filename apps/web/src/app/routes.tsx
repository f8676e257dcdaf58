import type { ReactNode } from 'react';
import { TitleOnlyScreen } from '../components/TitleOnlyScreen';
import { AdminDashboardPage } from '../features/admin/pages/AdminDashboardPage';
import { AnalyticsPage } from '../features/admin/pages/AnalyticsPage';
import { RecentActivityPage } from '../features/admin/pages/RecentActivityPage';
import { UsersPage } from '../features/admin/pages/UsersPage';
import { PtAssessmentPage } from '../features/assessment/pages/PtAssessmentPage';
import { ActivationPage } from '../features/auth/pages/ActivationPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { RegisterPage } from '../features/auth/pages/RegisterPage';
import { ResetPasswordPage } from '../features/auth/pages/ResetPasswordPage';
import { BillingPage } from '../features/billing/pages/BillingPage';
import { BroadcastPage } from '../features/broadcast/pages/BroadcastPage';
import { DailyReportPage } from '../features/daily-report/pages/DailyReportPage';
import { DashboardPage } from '../features/dashboard/pages/DashboardPage';
import { GeneralReportPage } from '../features/general-report/pages/GeneralReportPage';
import { ProfilePage } from '../features/profile/pages/ProfilePage';
import { SettingsPage } from '../features/settings/pages/SettingsPage';
import { BillingDashboardPage } from '../features/staff-billing/pages/BillingDashboardPage';
import { WeeklyOverviewPage } from '../features/weekly-report/pages/WeeklyOverviewPage';
import { WeeklyReportPage } from '../features/weekly-report/pages/WeeklyReportPage';
import { WorkplacePage } from '../features/workplace/pages/WorkplacePage';
import { StaffOnly } from './guards/StaffOnly';

export interface ScreenRoute {
  path: string;
  element: ReactNode;
}

/** Staff screens: others are sent to /dashboard with 'Access denied. Staff privileges required.' */
const staff = (screen: ReactNode) => <StaffOnly>{screen}</StaffOnly>;

/** Signed-out screens, shown in the auth layout. */
export const PUBLIC_SCREENS: ScreenRoute[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'account-activation', element: <ActivationPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
];

/** Signed-in screens, shown in the app shell; each also answers under /desktop (DESIGN §4.10). */
export const PROTECTED_SCREENS: ScreenRoute[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'daily-report', element: <DailyReportPage /> },
  { path: 'weekly-report', element: <WeeklyOverviewPage /> },
  { path: 'weekly-report/:weekNumber', element: <WeeklyReportPage /> },
  { path: 'general-report', element: <GeneralReportPage /> },
  { path: 'pt-assessment', element: <PtAssessmentPage /> },
  { path: 'workplace', element: <WorkplacePage /> },
  { path: 'billing', element: <BillingPage /> },
  { path: 'help', element: <TitleOnlyScreen title="Help Center" /> },
  { path: 'settings', element: <SettingsPage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'admin', element: staff(<AdminDashboardPage />) },
  { path: 'admin/users', element: staff(<UsersPage />) },
  { path: 'admin/analytics', element: staff(<AnalyticsPage />) },
  { path: 'admin/activity', element: staff(<RecentActivityPage />) },
  { path: 'admin/billing', element: staff(<BillingDashboardPage />) },
  { path: 'admin/email-broadcast', element: staff(<BroadcastPage />) },
];
