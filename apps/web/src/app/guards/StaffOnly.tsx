import { ACCESS_MESSAGES } from '@ptlog/shared';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { notify } from '../notify';
import { useSession } from '../session/SessionProvider';

/** Staff screens: others get the spec's error and go to /dashboard (the server checks too). */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const allowed = user?.is_staff === true;
  useEffect(() => {
    if (!allowed) notify.error(ACCESS_MESSAGES.staffOnly);
  }, [allowed]);
  return allowed ? children : <Navigate to="/dashboard" replace />;
}
