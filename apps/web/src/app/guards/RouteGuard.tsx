import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/SessionProvider';
import { decideRoute } from './decide-route';

export function LoadingProfile() {
  return (
    <Center h="100vh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">Loading profile...</Text>
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
  const { status, profile } = useSession();
  const location = useLocation();
  const redirect = decideRoute({
    status,
    emailVerified: profile?.email_verified ?? false,
    path: location.pathname,
  });
  if (redirect) return <Navigate to={redirect} replace />;
  if (isProtected && status !== 'signed-in') return <LoadingProfile />;
  return children;
}
