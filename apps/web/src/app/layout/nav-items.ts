import {
  IconActivity,
  IconAdjustments,
  type IconBook,
  IconBriefcase,
  IconCalendarEvent,
  IconChartBar,
  IconChartLine,
  IconCreditCard,
  IconDatabase,
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
import type shellEn from '../locales/shell.en.json';

export type TNavLabelKey = keyof (typeof shellEn)['nav'];

export interface NavItem {
  path: string;
  /** Key of the label in the app namespace (`nav.<key>`). */
  labelKey: TNavLabelKey;
  icon: typeof IconBook;
  staffOnly?: boolean;
  /** Sub-screens listed under the item (the staff area's screens). */
  children?: NavItem[];
}

/** The navigation menu of spec 1 §2, in its order; Admin Dashboard only for staff. */
export const NAV_ITEMS: NavItem[] = [
  { path: '/dashboard', labelKey: 'dashboard', icon: IconLayoutDashboard },
  { path: '/daily-report', labelKey: 'dailyReports', icon: IconCalendarEvent },
  { path: '/weekly-report', labelKey: 'weeklyReports', icon: IconNotebook },
  { path: '/general-report', labelKey: 'generalReport', icon: IconFileText },
  { path: '/pt-assessment', labelKey: 'ptAssessment', icon: IconChartBar },
  { path: '/workplace', labelKey: 'workplace', icon: IconBriefcase },
  { path: '/billing', labelKey: 'billing', icon: IconCreditCard },
  { path: '/help', labelKey: 'helpCenter', icon: IconHelpCircle },
  { path: '/settings', labelKey: 'settings', icon: IconSettings },
  {
    path: '/admin',
    labelKey: 'adminDashboard',
    icon: IconShieldLock,
    staffOnly: true,
    children: [
      { path: '/admin/billing', labelKey: 'billingDashboard', icon: IconReceipt2, staffOnly: true },
      { path: '/admin/users', labelKey: 'userManagement', icon: IconUsers, staffOnly: true },
      { path: '/admin/analytics', labelKey: 'analytics', icon: IconChartLine, staffOnly: true },
      { path: '/admin/activity', labelKey: 'recentActivity', icon: IconActivity, staffOnly: true },
      { path: '/admin/records', labelKey: 'records', icon: IconDatabase, staffOnly: true },
      {
        path: '/admin/email-broadcast',
        labelKey: 'emailBroadcast',
        icon: IconMail,
        staffOnly: true,
      },
      // Students reach the library from Help Center and PT Assessment; staff upload here.
      { path: '/resources', labelKey: 'resources', icon: IconFolder, staffOnly: true },
      {
        path: '/admin/settings',
        labelKey: 'adminSettings',
        icon: IconAdjustments,
        staffOnly: true,
      },
    ],
  },
];

/**
 * A student's menu is spec 1 §2's. Staff get the staff area first: they keep no log book of their
 * own, and with the student screens above it the last staff links (Resources, Site settings, in
 * Kiswahili even Email Broadcast) sat below the sidebar's fold at 1280×800. The student screens
 * stay after it (spec 1 §6: staff have them "additionally").
 */
export function navItemsFor(isStaff: boolean): NavItem[] {
  if (!isStaff) return NAV_ITEMS.filter((item) => !item.staffOnly);
  return [
    ...NAV_ITEMS.filter((item) => item.staffOnly),
    ...NAV_ITEMS.filter((item) => !item.staffOnly),
  ];
}
