import { describe, expect, it } from 'vitest';
import { decideRoute } from './decide-route';

const signedOut = { status: 'signed-out' as const, emailVerified: false };
const unverified = { status: 'signed-in' as const, emailVerified: false };
const verified = { status: 'signed-in' as const, emailVerified: true };
const loading = { status: 'loading' as const, emailVerified: false };

describe('decideRoute', () => {
  it('sends / to /dashboard, or straight to /login when signed out', () => {
    expect(decideRoute({ ...verified, path: '/' })).toBe('/dashboard');
    expect(decideRoute({ ...signedOut, path: '/' })).toBe('/login');
  });
  it('sends signed-out users on protected screens to /login, remembering the screen', () => {
    for (const path of ['/dashboard', '/weekly-report/3', '/admin', '/profile']) {
      expect(decideRoute({ ...signedOut, path })).toBe(`/login?next=${encodeURIComponent(path)}`);
    }
    expect(decideRoute({ ...signedOut, path: '/admin/users', search: '?q=asha' })).toBe(
      '/login?next=%2Fadmin%2Fusers%3Fq%3Dasha',
    );
  });
  it('leads a sign-in from /login?next= to that screen, or home if it is not one', () => {
    const next = (target: string) => `?next=${encodeURIComponent(target)}`;
    expect(decideRoute({ ...verified, path: '/login', search: next('/weekly-report/2') })).toBe(
      '/weekly-report/2',
    );
    expect(decideRoute({ ...verified, path: '/login', search: next('/admin/users?q=asha') })).toBe(
      '/admin/users?q=asha',
    );
    for (const target of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/',
      '/register',
      '/login?next=/x',
      '/account-activation',
    ]) {
      expect(decideRoute({ ...verified, path: '/login', search: next(target) })).toBe('/dashboard');
    }
    // The idle sign-out's own place (this account's) comes first.
    expect(
      decideRoute({
        ...verified,
        path: '/login',
        search: next('/weekly-report/2'),
        resumePath: '/daily-report',
      }),
    ).toBe('/daily-report');
    // An unverified account still activates first.
    expect(decideRoute({ ...unverified, path: '/login', search: next('/billing') })).toBe(
      '/account-activation',
    );
  });
  it('lets signed-out users see login, register, activation and reset', () => {
    for (const path of ['/login', '/register', '/account-activation', '/reset-password']) {
      expect(decideRoute({ ...signedOut, path })).toBeNull();
    }
  });
  it('waits on protected screens while the profile loads', () => {
    expect(decideRoute({ ...loading, path: '/dashboard' })).toBeNull();
  });
  it('sends unverified users to activation from everywhere but activation and reset', () => {
    expect(decideRoute({ ...unverified, path: '/dashboard' })).toBe('/account-activation');
    expect(decideRoute({ ...unverified, path: '/login' })).toBe('/account-activation');
    expect(decideRoute({ ...unverified, path: '/account-activation' })).toBeNull();
    expect(decideRoute({ ...unverified, path: '/reset-password' })).toBeNull();
  });
  it('sends signed-in verified users away from login, register and activation', () => {
    expect(decideRoute({ ...verified, path: '/login' })).toBe('/dashboard');
    expect(decideRoute({ ...verified, path: '/register' })).toBe('/dashboard');
    expect(decideRoute({ ...verified, path: '/account-activation' })).toBe('/dashboard');
    expect(decideRoute({ ...verified, path: '/billing' })).toBeNull();
  });
  it('lets anyone open reset-password, and public screens render while the session loads', () => {
    expect(decideRoute({ ...signedOut, path: '/reset-password' })).toBeNull();
    expect(decideRoute({ ...verified, path: '/reset-password' })).toBeNull();
    expect(decideRoute({ ...loading, path: '/login' })).toBeNull();
    expect(decideRoute({ ...loading, path: '/' })).toBe('/dashboard');
  });
  it('lets a signed-out user open activation (the e-mail comes from the link)', () => {
    expect(decideRoute({ ...signedOut, path: '/account-activation' })).toBeNull();
  });
  it('applies the same rules to /desktop variants and trailing slashes', () => {
    expect(decideRoute({ ...signedOut, path: '/desktop/settings' })).toBe(
      '/login?next=%2Fdesktop%2Fsettings',
    );
    expect(decideRoute({ ...unverified, path: '/desktop/admin/users' })).toBe(
      '/account-activation',
    );
    expect(decideRoute({ ...verified, path: '/desktop/pt-assessment' })).toBeNull();
    expect(decideRoute({ ...verified, path: '/login/' })).toBe('/dashboard');
    expect(decideRoute({ ...signedOut, path: '/dashboard/' })).toBe('/login?next=%2Fdashboard%2F');
  });
  it('starts staff in the staff area after sign-in, and lets them open student screens', () => {
    const staff = { ...verified, isStaff: true };
    expect(decideRoute({ ...staff, path: '/' })).toBe('/admin');
    expect(decideRoute({ ...staff, path: '/login' })).toBe('/admin');
    expect(decideRoute({ ...staff, path: '/account-activation' })).toBe('/admin');
    expect(decideRoute({ ...staff, path: '/dashboard' })).toBeNull();
    expect(decideRoute({ ...verified, isStaff: false, path: '/login' })).toBe('/dashboard');
  });

  it('returns a student signed in again after the idle sign-out to the screen left', () => {
    const resumePath = '/daily-report?week=2&date=2026-01-14';
    expect(decideRoute({ ...verified, path: '/login', resumePath })).toBe(resumePath);
    expect(decideRoute({ ...verified, path: '/login', resumePath: null })).toBe('/dashboard');
    // Unverified: activation first, whatever was left.
    expect(
      decideRoute({ status: 'signed-in', emailVerified: false, path: '/login', resumePath }),
    ).toBe('/account-activation');
  });

  it('keeps an account not known as staff or student at / (the neutral shell), not a home', () => {
    const unknown = { ...verified, roleUnknown: true };
    expect(decideRoute({ ...unknown, path: '/' })).toBeNull();
    expect(decideRoute({ ...unknown, path: '/login' })).toBe('/');
    expect(decideRoute({ ...unknown, path: '/account-activation' })).toBe('/');
    expect(decideRoute({ ...unknown, path: '/daily-report' })).toBeNull();
    expect(decideRoute({ ...signedOut, roleUnknown: false, path: '/' })).toBe('/login');
  });
});
