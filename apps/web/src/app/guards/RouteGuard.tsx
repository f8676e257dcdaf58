import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { screenPath } from '../../lib/screen-path';
import { APP_NS } from '../i18n';
import { useSession } from '../session/SessionProvider';
import { decideRoute } from './decide-route';

export function LoadingProfile() {
  const { t } = useTranslation(APP_NS);
  return (
    <Center h="100vh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{t('guards.loadingProfile')}</Text>
      </Stack>
    </Center>
  );
}

/** Applies decideRoute to the current path; protected screens wait for the profile. */
export function RouteGuard({
  children,
  isProtected,
}: {
  children: ReactNode;
  isProtected: boolean;
}) {
  const { status, profile, user } = useSession();
  const location = useLocation();
  // '/' leads staff and students to different homes: while the session loads, that waits for the
  // user saved at sign-in (read at once) or the profile.
  if (status === 'loading' && !user && screenPath(location.pathname) === '/') {
    return <LoadingProfile />;
  }
  const redirect = decideRoute({
    status,
    emailVerified: profile?.email_verified ?? false,
    path: location.pathname,
    isStaff: user?.is_staff === true,
  });
  if (redirect) return <Navigate to={redirect} replace />;
  if (isProtected && status !== 'signed-in') return <LoadingProfile />;
  return children;
}
