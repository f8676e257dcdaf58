// The screens and their addresses. Each screen is a lazy chunk (lazy-screen.tsx); the staff
// screens' chunks (and the charts only they use) are named staff-* by vite.config.ts, so a
// student's phone never downloads or precaches them (issues 15 and 20).
import type { ComponentType, ReactNode } from 'react';
import { matchPath } from 'react-router';
import type { TStaffScreen } from '../features/admin/pages/staff-screens';
import { startEarly } from '../lib/early-data';
import { earlyReadsFor } from '../lib/early-reads';
import { screenPath } from '../lib/screen-path';
import { preloadSessionSchemas } from '../lib/session';
import { StaffOnly } from './guards/StaffOnly';
import { lazyScreen, type TLazyScreen } from './lazy-screen';

// The sign-in screen does without the query client: the first load stays small (issue 20).
const LoginPage = lazyScreen(() => import('../features/auth/pages/LoginPage'), 'LoginPage', {
  queries: false,
});
const RegisterPage = lazyScreen(
  () => import('../features/auth/pages/RegisterPage'),
  'RegisterPage',
);
const ActivationPage = lazyScreen(
  () => import('../features/auth/pages/ActivationPage'),
  'ActivationPage',
);
const ResetPasswordPage = lazyScreen(
  () => import('../features/auth/pages/ResetPasswordPage'),
  'ResetPasswordPage',
);
const SignoffPage = lazyScreen(
  () => import('../features/signoff/pages/SignoffPage'),
  'SignoffPage',
);
const DashboardPage = lazyScreen(
  () => import('../features/dashboard/pages/DashboardPage'),
  'DashboardPage',
);
const DailyReportPage = lazyScreen(
  () => import('../features/daily-report/pages/DailyReportPage'),
  'DailyReportPage',
);
const WeeklyOverviewPage = lazyScreen(
  () => import('../features/weekly-report/pages/WeeklyOverviewPage'),
  'WeeklyOverviewPage',
);
const WeeklyReportPage = lazyScreen(
  () => import('../features/weekly-report/pages/WeeklyReportPage'),
  'WeeklyReportPage',
);
const GeneralReportPage = lazyScreen(
  () => import('../features/general-report/pages/GeneralReportPage'),
  'GeneralReportPage',
);
const PtAssessmentPage = lazyScreen(
  () => import('../features/assessment/pages/PtAssessmentPage'),
  'PtAssessmentPage',
);
const WorkplacePage = lazyScreen(
  () => import('../features/workplace/pages/WorkplacePage'),
  'WorkplacePage',
);
const BillingPage = lazyScreen(
  () => import('../features/billing/pages/BillingPage'),
  'BillingPage',
);
const HelpCenterPage = lazyScreen(
  () => import('../features/help/pages/HelpCenterPage'),
  'HelpCenterPage',
);
const ResourcesPage = lazyScreen(
  () => import('../features/resources/pages/ResourcesPage'),
  'ResourcesPage',
);
const SettingsPage = lazyScreen(
  () => import('../features/settings/pages/SettingsPage'),
  'SettingsPage',
);
const ProfilePage = lazyScreen(
  () => import('../features/profile/pages/ProfilePage'),
  'ProfilePage',
);

// Staff only, through one staff chunk that names their files (staff-screens.ts).
const staffScreen = <T extends TStaffScreen>(name: T) =>
  lazyScreen(
    () =>
      import('../features/admin/pages/staff-screens').then(
        ({ STAFF_SCREENS }) =>
          STAFF_SCREENS[name]() as Promise<unknown> as Promise<Record<T, ComponentType>>,
      ),
    name,
  );
const AdminDashboardPage = staffScreen('AdminDashboardPage');
const UsersPage = staffScreen('UsersPage');
const AnalyticsPage = staffScreen('AnalyticsPage');
const RecentActivityPage = staffScreen('RecentActivityPage');
const SiteSettingsPage = staffScreen('SiteSettingsPage');
const RecordsPage = staffScreen('RecordsPage');
const BillingDashboardPage = staffScreen('BillingDashboardPage');
const BroadcastPage = staffScreen('BroadcastPage');

/** Any unknown address: a chunk of its own, as few visits need it. */
export const NotFoundPage = lazyScreen(() => import('./pages/NotFoundPage'), 'NotFoundPage', {
  queries: false,
});

/** The signed-in shell, a chunk of its own: the sign-in screen does not need it. */
export const AppLayout = lazyScreen(() => import('./layout/AppLayout'), 'AppLayout');

export interface ScreenRoute {
  path: string;
  element: ReactNode;
  screen: TLazyScreen;
  /** Staff screens: others are sent to /dashboard with 'Access denied. Staff privileges required.' */
  staffOnly?: boolean;
}

const route = (
  path: string,
  Screen: TLazyScreen,
  { staffOnly = false }: { staffOnly?: boolean } = {},
): ScreenRoute => ({
  path,
  screen: Screen,
  staffOnly,
  element: staffOnly ? (
    <StaffOnly>
      <Screen />
    </StaffOnly>
  ) : (
    <Screen />
  ),
});

/** Signed-out screens, shown in the auth layout. */
export const PUBLIC_SCREENS: ScreenRoute[] = [
  route('login', LoginPage),
  route('register', RegisterPage),
  route('account-activation', ActivationPage),
  route('reset-password', ResetPasswordPage),
];

/** Screens for anyone, signed in or not, with a layout of their own (a supervisor's e-mailed link). */
export const OPEN_SCREENS: ScreenRoute[] = [route('signoff/:token', SignoffPage)];

/** Signed-in screens, shown in the app shell; each also answers under /desktop (DESIGN §4.10). */
export const PROTECTED_SCREENS: ScreenRoute[] = [
  route('dashboard', DashboardPage),
  route('daily-report', DailyReportPage),
  route('weekly-report', WeeklyOverviewPage),
  route('weekly-report/:weekNumber', WeeklyReportPage),
  route('general-report', GeneralReportPage),
  route('pt-assessment', PtAssessmentPage),
  route('workplace', WorkplacePage),
  route('billing', BillingPage),
  route('help', HelpCenterPage),
  route('resources', ResourcesPage),
  route('settings', SettingsPage),
  route('profile', ProfilePage),
  route('admin', AdminDashboardPage, { staffOnly: true }),
  route('admin/users', UsersPage, { staffOnly: true }),
  route('admin/analytics', AnalyticsPage, { staffOnly: true }),
  route('admin/activity', RecentActivityPage, { staffOnly: true }),
  route('admin/settings', SiteSettingsPage, { staffOnly: true }),
  route('admin/records', RecordsPage, { staffOnly: true }),
  route('admin/billing', BillingDashboardPage, { staffOnly: true }),
  route('admin/email-broadcast', BroadcastPage, { staffOnly: true }),
];

/** Whether the address is a staff screen's (its /desktop variant too): the guard's wait says so. */
export function isStaffScreen(pathname: string): boolean {
  const path = screenPath(pathname);
  return PROTECTED_SCREENS.some(
    (screen) => screen.staffOnly && matchPath(`/${screen.path}`, path) !== null,
  );
}

/**
 * Starts downloading the chunks the address needs (its screen, and the shell for a signed-in
 * one) before React renders, so they arrive together instead of one after the other; signed in,
 * also the profile and the screen's first API reads (lib/early-reads.ts; taken from the page's
 * early script when it ran), which the guard and the screen would otherwise only ask for once
 * those chunks had arrived and rendered. Signed out,
 * every address but the open and public ones ends on the sign-in screen.
 */
export function preloadScreensFor(pathname: string, signedIn: boolean): void {
  const path = screenPath(pathname);
  const matches = (screen: ScreenRoute) => matchPath(`/${screen.path}`, path) !== null;
  const load = (...screens: TLazyScreen[]) => {
    for (const screen of screens) void screen.preload().catch(() => undefined);
  };
  // The session provider asks for the profile at once whenever there is a live session, and
  // checks the stored user with the session schemas.
  if (signedIn) {
    for (const read of earlyReadsFor(pathname)) startEarly(read);
    preloadSessionSchemas();
  }
  const open = [...PUBLIC_SCREENS, ...OPEN_SCREENS].find(matches);
  if (open) load(open.screen);
  else if (!signedIn) load(LoginPage);
  else {
    // '/' leads a student to the dashboard (staff to /admin, whose chunk waits for the profile).
    const screen = path === '/' ? undefined : PROTECTED_SCREENS.find(matches);
    if (path === '/') load(AppLayout, DashboardPage);
    else if (screen) load(AppLayout, screen.screen);
  }
}
