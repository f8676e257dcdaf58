import type { ReactNode } from 'react';
import { RecentActivityPage } from '../features/admin/activity/RecentActivityPage';
import { AnalyticsPage } from '../features/admin/analytics/AnalyticsPage';
import { BillingDashboardPage } from '../features/admin/billing/pages/BillingDashboardPage';
import { AdminDashboardPage } from '../features/admin/dashboard/AdminDashboardPage';
import { UsersPage } from '../features/admin/users/UsersPage';
import { PtAssessmentPage } from '../features/assessment/PtAssessmentPage';
import { ActivationPage } from '../features/auth/ActivationPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { BillingPage } from '../features/billing/pages/BillingPage';
import { DailyReportPage } from '../features/daily-report/pages/DailyReportPage';
import { DashboardPage } from '../features/dashboard/pages/DashboardPage';
import { GeneralReportPage } from '../features/general-report/GeneralReportPage';
import { ProfilePage } from '../features/profile/pages/ProfilePage';
import { TitleOnlyScreen } from '../features/screens/TitleOnlyScreen';
import { SettingsPage } from '../features/settings/pages/SettingsPage';
import { WeeklyOverviewPage } from '../features/weekly-report/pages/WeeklyOverviewPage';
import { WeeklyReportPage } from '../features/weekly-report/pages/WeeklyReportPage';
import { WorkplacePage } from '../features/workplace/pages/WorkplacePage';
import { StaffOnly } from './guards/StaffOnly';

export interface ScreenRoute {
  path: string;
  element: ReactNode;
}

const staff = (title: string) => (
  <StaffOnly>
    <TitleOnlyScreen title={title} />
  </StaffOnly>
);

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
  {
    path: 'admin',
    element: (
      <StaffOnly>
        <AdminDashboardPage />
      </StaffOnly>
    ),
  },
  {
    path: 'admin/users',
    element: (
      <StaffOnly>
        <UsersPage />
      </StaffOnly>
    ),
  },
  {
    path: 'admin/analytics',
    element: (
      <StaffOnly>
        <AnalyticsPage />
      </StaffOnly>
    ),
  },
  {
    path: 'admin/activity',
    element: (
      <StaffOnly>
        <RecentActivityPage />
      </StaffOnly>
    ),
  },
  {
    path: 'admin/billing',
    element: (
      <StaffOnly>
        <BillingDashboardPage />
      </StaffOnly>
    ),
  },
  { path: 'admin/email-broadcast', element: staff('Email Broadcast') },
];
