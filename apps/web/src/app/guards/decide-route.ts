import { screenPath } from '../../lib/screen-path';
import type { TSessionStatus } from '../session/SessionProvider';

export const PUBLIC_PATHS = ['/login', '/register'] as const;
export const ACTIVATION_PATH = '/account-activation';
export const RESET_PASSWORD_PATH = '/reset-password';

export interface RouteState {
  status: TSessionStatus;
  emailVerified: boolean;
  path: string;
  /** The address's query ('?next=/weekly-report/2' on /login): where signing in leads. */
  search?: string;
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
 * /login, remembering the protected screen a signed-out visitor opened (a mail's
 * '/weekly-report/2'), so signing in leads there. It is only in the address, never stored: on a
 * shared phone the next person's sign-in leads to the same screen of their own account.
 */
function loginFor(pathname: string, search: string | undefined): string {
  const target = `${pathname}${search ?? ''}`;
  return screenPath(pathname) === '/' ? '/login' : `/login?next=${encodeURIComponent(target)}`;
}

/** The same-site path in a /login?next= address, or null (absent, another site, or public). */
export function nextPathFrom(search: string | undefined): string | null {
  const next = new URLSearchParams(search ?? '').get('next');
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) {
    return null;
  }
  const path = screenPath(next.split(/[?#]/)[0] ?? next);
  return path === '/' || isPublic(path) || path === ACTIVATION_PATH ? null : next;
}

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
  search,
}: RouteState): string | null {
  const path = screenPath(pathname);
  const home = roleUnknown ? '/' : homePath(isStaff);
  if (path === '/') return status === 'signed-out' ? '/login' : home === '/' ? null : home;
  if (path === RESET_PASSWORD_PATH) return null;
  if (status === 'loading') return null;
  if (status === 'signed-out') {
    return isPublic(path) || path === ACTIVATION_PATH ? null : loginFor(pathname, search);
  }
  if (!emailVerified) return path === ACTIVATION_PATH ? null : ACTIVATION_PATH;
  if (isPublic(path)) return resumePath ?? nextPathFrom(search) ?? home;
  if (path === ACTIVATION_PATH) return home;
  return null;
}
