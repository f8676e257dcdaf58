import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';
import { NAV_ITEMS, navItemsFor } from './nav-items';

describe('initialsOf', () => {
  it('takes the first letters of first and last name', () => {
    expect(initialsOf('amina', 'Mushi')).toBe('AM');
    expect(initialsOf('Émile', ' zola ')).toBe('ÉZ');
  });
  it('falls back to the e-mail, then to a question mark', () => {
    expect(initialsOf('', '', 'juma@example.com')).toBe('J');
    expect(initialsOf(null, undefined)).toBe('?');
  });
});

describe('navigation items', () => {
  it('lists the nine student screens in the spec order', () => {
    expect(navItemsFor(false).map((item) => item.path)).toEqual([
      '/dashboard',
      '/daily-report',
      '/weekly-report',
      '/general-report',
      '/pt-assessment',
      '/workplace',
      '/billing',
      '/help',
      '/settings',
    ]);
  });
  it('adds the Admin Dashboard only for staff, first, before the student screens', () => {
    expect(navItemsFor(true)).toHaveLength(NAV_ITEMS.length);
    // Staff keep no log book: their own screens lead, so none is below the sidebar's fold.
    expect(navItemsFor(true).map((item) => item.path)).toEqual([
      '/admin',
      '/dashboard',
      '/daily-report',
      '/weekly-report',
      '/general-report',
      '/pt-assessment',
      '/workplace',
      '/billing',
      '/help',
      '/settings',
    ]);
  });
  it('lists the staff screens under the Admin Dashboard', () => {
    const admin = navItemsFor(true)[0];
    expect(admin?.children?.map((item) => item.path)).toEqual([
      '/admin/billing',
      '/admin/users',
      '/admin/analytics',
      '/admin/activity',
      '/admin/records',
      '/admin/email-broadcast',
      '/resources',
      '/admin/settings',
    ]);
    expect(navItemsFor(false).some((item) => item.children)).toBe(false);
  });
});
