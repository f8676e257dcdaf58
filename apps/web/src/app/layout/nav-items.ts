import {
  IconActivity,
  IconAdjustments,
  type IconBook,
  IconBriefcase,
  IconCalendarEvent,
  IconChartBar,
  IconChartLine,
  IconCreditCard,
  IconFileText,
  IconFolder,
  IconHelpCircle,
  IconLayoutDashboard,
  IconMail,
  IconNotebook,
  IconReceipt2,
  IconSettings,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';

export interface NavItem {
  path: string;
  label: string;
  icon: typeof IconBook;
  staffOnly?: boolean;
  /** Sub-screens listed under the item (the staff area's screens). */
  children?: NavItem[];
}

/** The navigation menu of spec 1 §2, in its order; Admin Dashboard only for staff. */
export const NAV_ITEMS: NavItem[] = [
  { path: '/dashboard', label: 'Dashboard', icon: IconLayoutDashboard },
  { path: '/daily-report', label: 'Daily Reports', icon: IconCalendarEvent },
  { path: '/weekly-report', label: 'Weekly Reports', icon: IconNotebook },
  { path: '/general-report', label: 'General Report', icon: IconFileText },
  { path: '/pt-assessment', label: 'PT Assessment', icon: IconChartBar },
  { path: '/workplace', label: 'Workplace', icon: IconBriefcase },
  { path: '/billing', label: 'Billing', icon: IconCreditCard },
  { path: '/help', label: 'Help Center', icon: IconHelpCircle },
  { path: '/settings', label: 'Settings', icon: IconSettings },
  {
    path: '/admin',
    label: 'Admin Dashboard',
    icon: IconShieldLock,
    staffOnly: true,
    children: [
      { path: '/admin/billing', label: 'Billing Dashboard', icon: IconReceipt2, staffOnly: true },
      { path: '/admin/users', label: 'User Management', icon: IconUsers, staffOnly: true },
      { path: '/admin/analytics', label: 'Analytics', icon: IconChartLine, staffOnly: true },
      { path: '/admin/activity', label: 'Recent Activity', icon: IconActivity, staffOnly: true },
      { path: '/admin/email-broadcast', label: 'Email Broadcast', icon: IconMail, staffOnly: true },
      // Students reach the library from Help Center and PT Assessment; staff upload here.
      { path: '/resources', label: 'Resources', icon: IconFolder, staffOnly: true },
      { path: '/admin/settings', label: 'Admin Settings', icon: IconAdjustments, staffOnly: true },
    ],
  },
];

export function navItemsFor(isStaff: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => isStaff || !item.staffOnly);
}
