import type { ReactNode } from 'react';
import { PtAssessmentPage } from '../features/assessment/pages/PtAssessmentPage';
import { ActivationPage } from '../features/auth/pages/ActivationPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { RegisterPage } from '../features/auth/pages/RegisterPage';
import { ResetPasswordPage } from '../features/auth/pages/ResetPasswordPage';
import { BillingPage } from '../features/billing/pages/BillingPage';
import { DailyReportPage } from '../features/daily-report/pages/DailyReportPage';
import { DashboardPage } from '../features/dashboard/pages/DashboardPage';
import { GeneralReportPage } from '../features/general-report/pages/GeneralReportPage';
import { HelpCenterPage } from '../features/help/pages/HelpCenterPage';
import { ProfilePage } from '../features/profile/pages/ProfilePage';
import { ResourcesPage } from '../features/resources/pages/ResourcesPage';
import { SettingsPage } from '../features/settings/pages/SettingsPage';
import { SignoffPage } from '../features/signoff/pages/SignoffPage';
import { WeeklyOverviewPage } from '../features/weekly-report/pages/WeeklyOverviewPage';
import { WeeklyReportPage } from '../features/weekly-report/pages/WeeklyReportPage';
import { WorkplacePage } from '../features/workplace/pages/WorkplacePage';
import { StaffOnly } from './guards/StaffOnly';
import { STAFF_SCREENS } from './staff-screens';

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

/** Screens for anyone, signed in or not, with a layout of their own (a supervisor's e-mailed link). */
export const OPEN_SCREENS: ScreenRoute[] = [{ path: 'signoff/:token', element: <SignoffPage /> }];

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
  { path: 'help', element: <HelpCenterPage /> },
  { path: 'resources', element: <ResourcesPage /> },
  { path: 'settings', element: <SettingsPage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'admin', element: staff(<STAFF_SCREENS.admin />) },
  { path: 'admin/users', element: staff(<STAFF_SCREENS.users />) },
  { path: 'admin/analytics', element: staff(<STAFF_SCREENS.analytics />) },
  { path: 'admin/activity', element: staff(<STAFF_SCREENS.activity />) },
  { path: 'admin/settings', element: staff(<STAFF_SCREENS.settings />) },
  { path: 'admin/billing', element: staff(<STAFF_SCREENS.billing />) },
  { path: 'admin/email-broadcast', element: staff(<STAFF_SCREENS.broadcast />) },
];
