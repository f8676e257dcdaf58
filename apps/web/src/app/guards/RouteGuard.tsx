import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { storedSession } from '../../lib/session';
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
  const redirect = decideRoute({
    status,
    emailVerified: profile?.email_verified ?? false,
    path: location.pathname,
    // While the profile reloads, the user saved at sign-in says where '/' leads.
    isStaff: (user ?? storedSession.readUser())?.is_staff === true,
  });
  if (redirect) return <Navigate to={redirect} replace />;
  if (isProtected && status !== 'signed-in') return <LoadingProfile />;
  return children;
}
