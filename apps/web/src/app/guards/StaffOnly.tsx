import { ACCESS_MESSAGES } from '@ptlog/shared';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Navigate } from 'react-router';
import { notify } from '../notify';
import { useSession } from '../session/SessionProvider';

// Rarely shown, and kept out of the sign-in screen's first load; precached like every chunk a
// student's phone may need, so it loads offline.
const AccessUnconfirmed = lazy(() =>
  import('./AccessUnconfirmed').then((module) => ({ default: module.AccessUnconfirmed })),
);

/**
 * Staff screens: others get the spec's error and go to /dashboard (the server checks too). An
 * account the session does not know (signed in offline from the device's copy of the profile,
 * with no account saved beside it) is not taken for a student: the screen waits for Try Again.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const unknown = user === null;
  const allowed = user?.is_staff === true;
  useEffect(() => {
    if (!allowed && !unknown) notify.error(ACCESS_MESSAGES.staffOnly);
  }, [allowed, unknown]);
  if (unknown) {
    return (
      <Suspense fallback={null}>
        <AccessUnconfirmed />
      </Suspense>
    );
  }
  return allowed ? children : <Navigate to="/dashboard" replace />;
}
