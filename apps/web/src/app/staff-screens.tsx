// The staff screens load on demand, in their own chunk (vite.config.ts `staff`), so a student's
// first load and the service worker's precache never carry them (issue 15).
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../components/ListSkeleton';
import { APP_NS } from './i18n';

const named = <T extends string>(load: () => Promise<Record<T, React.ComponentType>>, name: T) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const AdminDashboardPage = named(
  () => import('../features/admin/pages/AdminDashboardPage'),
  'AdminDashboardPage',
);
const UsersPage = named(() => import('../features/admin/pages/UsersPage'), 'UsersPage');
const AnalyticsPage = named(() => import('../features/admin/pages/AnalyticsPage'), 'AnalyticsPage');
const RecentActivityPage = named(
  () => import('../features/admin/pages/RecentActivityPage'),
  'RecentActivityPage',
);
const SiteSettingsPage = named(
  () => import('../features/admin/pages/SiteSettingsPage'),
  'SiteSettingsPage',
);
const BillingDashboardPage = named(
  () => import('../features/staff-billing/pages/BillingDashboardPage'),
  'BillingDashboardPage',
);
const BroadcastPage = named(
  () => import('../features/broadcast/pages/BroadcastPage'),
  'BroadcastPage',
);

function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation(APP_NS);
  return <Suspense fallback={<ListSkeleton label={t('staff.loading')} />}>{children}</Suspense>;
}

export const STAFF_SCREENS = {
  admin: () => (
    <Loading>
      <AdminDashboardPage />
    </Loading>
  ),
  users: () => (
    <Loading>
      <UsersPage />
    </Loading>
  ),
  analytics: () => (
    <Loading>
      <AnalyticsPage />
    </Loading>
  ),
  activity: () => (
    <Loading>
      <RecentActivityPage />
    </Loading>
  ),
  settings: () => (
    <Loading>
      <SiteSettingsPage />
    </Loading>
  ),
  billing: () => (
    <Loading>
      <BillingDashboardPage />
    </Loading>
  ),
  broadcast: () => (
    <Loading>
      <BroadcastPage />
    </Loading>
  ),
};
