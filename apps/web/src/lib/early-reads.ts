// The API reads a signed-in first visit starts before React renders (issue 20), and which screen
// needs which. Kept light: the page's early script (early-reads-page.ts) imports it too.
import { screenPath } from './screen-path';

/** The calls a signed-in first load starts early. */
export const EARLY_PATHS = {
  profile: '/auth/profile/',
  dashboard: '/billing/dashboard/dashboard_data/',
  calendar: '/calendar/',
  /** The shell's token balance (a student's header). */
  balance: '/billing/balance/my_balance/',
  /** The weekly reports and the logged days, both in one page of the API's largest size. */
  weeklyList: '/reports/weekly/?page_size=100',
  loggedDays: '/reports/daily/?page_size=100',
} as const;

/** An answer started longer ago than this is not taken: the screen asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

// A student's shell reads the token balance (TokenChip); these screens are a student's.
const STUDENT_SHELL = [EARLY_PATHS.balance];
// The weekly reports and logged days: the dashboard's roadmap and the overview's week cards.
const WEEK_LISTS = [EARLY_PATHS.weeklyList, EARLY_PATHS.loggedDays];

/** The reads each screen's first render asks for, by its path in routes.tsx. */
export const SCREEN_EARLY_READS: Readonly<Record<string, readonly string[]>> = {
  dashboard: [...STUDENT_SHELL, EARLY_PATHS.dashboard, EARLY_PATHS.calendar, ...WEEK_LISTS],
  'daily-report': [...STUDENT_SHELL, EARLY_PATHS.calendar],
  'weekly-report': [...STUDENT_SHELL, EARLY_PATHS.calendar, ...WEEK_LISTS],
};

/** What a signed-in first visit of `pathname` reads at once: the profile, then its screen's. */
export function earlyReadsFor(pathname: string): string[] {
  const screen = screenPath(pathname).slice(1);
  return [EARLY_PATHS.profile, ...(SCREEN_EARLY_READS[screen] ?? [])];
}

/** The property of `window` where the page's early script leaves its calls for the app. */
export const PAGE_EARLY_READS = '__ptlogEarlyReads';

/** One early call: when it left, and its answer's JSON (rejected on anything but a 2xx). */
export interface TEarlyRead {
  startedAt: number;
  answer: Promise<unknown>;
}
