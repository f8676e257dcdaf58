import type { ReactNode } from 'react';
import { PtAssessmentPage } from '../features/assessment/PtAssessmentPage';
import { GeneralReportPage } from '../features/general-report/GeneralReportPage';
import { TitleOnlyScreen } from '../features/screens/TitleOnlyScreen';
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
  { path: 'login', element: <TitleOnlyScreen title="Sign In" /> },
  { path: 'register', element: <TitleOnlyScreen title="Create Account" /> },
  { path: 'account-activation', element: <TitleOnlyScreen title="Verify Your Email" /> },
  { path: 'reset-password', element: <TitleOnlyScreen title="Set a New Password" /> },
];

/** Signed-in screens, shown in the app shell; each also answers under /desktop (DESIGN §4.10). */
export const PROTECTED_SCREENS: ScreenRoute[] = [
  { path: 'dashboard', element: <TitleOnlyScreen title="Dashboard" /> },
  { path: 'daily-report', element: <TitleOnlyScreen title="Daily Reports" /> },
  { path: 'weekly-report', element: <TitleOnlyScreen title="Weekly Reports" /> },
  { path: 'weekly-report/:weekNumber', element: <TitleOnlyScreen title="Weekly Report" /> },
  { path: 'general-report', element: <GeneralReportPage /> },
  { path: 'pt-assessment', element: <PtAssessmentPage /> },
  { path: 'workplace', element: <TitleOnlyScreen title="Workplace" /> },
  { path: 'billing', element: <TitleOnlyScreen title="Billing & Payment" /> },
  { path: 'help', element: <TitleOnlyScreen title="Help Center" /> },
  { path: 'settings', element: <TitleOnlyScreen title="Settings" /> },
  { path: 'profile', element: <TitleOnlyScreen title="Profile" /> },
  { path: 'admin', element: staff('Admin Dashboard') },
  { path: 'admin/users', element: staff('User Management') },
  { path: 'admin/analytics', element: staff('Analytics') },
  { path: 'admin/activity', element: staff('Recent Activity') },
  { path: 'admin/billing', element: staff('Billing Dashboard') },
  { path: 'admin/email-broadcast', element: staff('Email Broadcast') },
];
