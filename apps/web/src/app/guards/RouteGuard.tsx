import { Center, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { screenPath } from '../../lib/screen-path';
import { APP_NS } from '../i18n';
import { isStaffScreen } from '../routes';
import { resumePath } from '../session/resume-path';
import { useSession } from '../session/SessionProvider';
import { decideRoute } from './decide-route';

/** The full-page wait of a protected screen, saying what it waits for. */
function GuardLoader({ label }: { label: string }) {
  return (
    <Center h="100vh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

export function LoadingProfile() {
  const { t } = useTranslation(APP_NS);
  return <GuardLoader label={t('guards.loadingProfile')} />;
}

/**
 * A staff screen's wait (spec 2: 'Verifying access...'): the profile it waits for is what says
 * whether the user is staff, so StaffOnly can let them in or send them away.
 */
function VerifyingAccess() {
  const { t } = useTranslation(APP_NS);
  return <GuardLoader label={t('guards.verifyingAccess')} />;
}

/**
 * Applies decideRoute to the current path; protected screens wait for the profile ('Loading
 * profile...'), staff screens saying that their access is being verified.
 */
export function RouteGuard({
  children,
  isProtected,
}: {
  children: ReactNode;
  isProtected: boolean;
}) {
  const { status, profile, user } = useSession();
  const location = useLocation();
  const signedIn = status === 'signed-in';
  const redirect = decideRoute({
    status,
    emailVerified: profile?.email_verified ?? false,
    path: location.pathname,
    search: location.search,
    isStaff: user?.is_staff === true,
    roleUnknown: signedIn && !user,
    resumePath: signedIn && user ? resumePath.read(String(user.id)) : null,
  });
  // Signed in and sent on: the place left by an idle sign-out is used (or not this account's).
  useEffect(() => {
    if (signedIn && redirect) resumePath.forget();
  }, [signedIn, redirect]);
  // '/' leads staff and students to different homes: while the session loads, that waits for the
  // user saved at sign-in (read at once) or the profile.
  if (status === 'loading' && !user && screenPath(location.pathname) === '/') {
    return <LoadingProfile />;
  }
  if (redirect) return <Navigate to={redirect} replace />;
  if (isProtected && status !== 'signed-in') {
    return isStaffScreen(location.pathname) ? <VerifyingAccess /> : <LoadingProfile />;
  }
  return children;
}
