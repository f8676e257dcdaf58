import { screenPath } from '../../lib/screen-path';
import type { TSessionStatus } from '../session/SessionProvider';

export const PUBLIC_PATHS = ['/login', '/register'] as const;
export const ACTIVATION_PATH = '/account-activation';
export const RESET_PASSWORD_PATH = '/reset-password';

export interface RouteState {
  status: TSessionStatus;
  emailVerified: boolean;
  path: string;
  /** Staff start in the staff area (issue 14); students on their dashboard. */
  isStaff?: boolean;
  /**
   * Signed in from the device's copy of the profile with no account saved (offline): staff or
   * student is not known, so '/' shows the neutral shell instead of either home (AppLayout).
   */
  roleUnknown?: boolean;
  /** Where the idle sign-out left this account (session/resume-path.ts): signing in returns there. */
  resumePath?: string | null;
}

/** Where a signed-in user starts: /admin for staff, /dashboard for students. */
export function homePath(isStaff: boolean | undefined): string {
  return isStaff ? '/admin' : '/dashboard';
}

const isPublic = (path: string) => (PUBLIC_PATHS as readonly string[]).includes(path);

/**
 * Where a known route must send the user instead (spec 1 §2), or null to render it.
 * While the session loads, public screens render and protected ones wait ('Loading profile...').
 */
export function decideRoute({
  status,
  emailVerified,
  path: pathname,
  isStaff,
  roleUnknown,
  resumePath,
}: RouteState): string | null {
  const path = screenPath(pathname);
  const home = roleUnknown ? '/' : homePath(isStaff);
  if (path === '/') return status === 'signed-out' ? '/login' : home === '/' ? null : home;
  if (path === RESET_PASSWORD_PATH) return null;
  if (status === 'loading') return null;
  if (status === 'signed-out') {
    return isPublic(path) || path === ACTIVATION_PATH ? null : '/login';
  }
  if (!emailVerified) return path === ACTIVATION_PATH ? null : ACTIVATION_PATH;
  if (isPublic(path)) return resumePath ?? home;
  if (path === ACTIVATION_PATH) return home;
  return null;
}
