// WCAG 2.2 AA with axe-core on every screen (issue 20; docs/accessibility.md): signed out, student
// and staff, in the three themes, at phone and desktop width; no serious or critical violation.
//
// Runtime budget (the browser suite runs on 2 cores): one page per role, reused for all its screens,
// which it reaches client-side (history.pushState + popstate, as a link does), not by reloading.
// The first theme (orange) gets every WCAG A/AA rule at both widths; purple and green change only
// colours, so on them axe runs only the colour rules (color-contrast, link-in-text-block), at both
// widths. Screens with a dialog are opened in the page and checked with the dialog showing.
// One more test holds the API back and checks five screens' loading placeholders.
// Each role's screens are checked once more with the interface in Kiswahili, in the first theme
// with every rule at both widths: the language changes names, labels and text lengths, not colours.
// In the first theme each screen is also checked for text that runs out of its place sideways
// (support/overflow.ts): WCAG 1.4.10 Reflow at 390 px, and Kiswahili's longer labels. The
// student's screens are checked for it once more at 360 px (overflow only, no axe: cheap).
import { addDays, eatDateOf } from '@ptlog/shared';
import { type APIRequestContext, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createVerifiedStudent,
  logWeekOneThroughApi,
  nameSupervisor,
  reportPayment,
  signInAsStaff,
  signInThroughForm,
} from '../support/accounts';
import { axeViolations, describeViolations } from '../support/axe';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { signoffTokenIn, waitForMail } from '../support/mailbox';
import { checkScreens, PASSES } from '../support/screen-checks';
import { startingWith, type TText } from '../support/wording';

async function openDrawer(page: Page, text: TText) {
  await page.getByRole('button', { name: text('app', 'layout.openNavigation') }).click();
  await page.getByRole('link', { name: text('app', 'nav.settings'), exact: true }).waitFor();
}

/**
 * A toast, as after every save: Save Settings (the same values again) says "saved" in one. Its
 * message sits under a title, where Mantine's grey was too light (3.3:1).
 */
async function showToast(page: Page, text: TText) {
  await page.getByRole('button', { name: text('settings', 'account.save') }).click();
  await page.locator('.mantine-Notification-description').first().waitFor();
}

const DAYS = [
  'Installed cable trays in the substation and tested motor insulation with a megger.',
  'Replaced the mechanical seal of the cooling water pump and checked the alignment.',
  // A link as long as a phone is wide, as students paste them: no place to break it.
  'Wired a three-phase distribution board (manual: tanesco.co.tz/docs/ubungo_substation_breaker_3VA1_100A_MCCB_maintenance.pdf) and labelled every circuit.',
  'Calibrated pressure gauges on the boiler feed line; recorded readings in the log.',
  'Inspected transformer oil level and cleaned the bushings.',
];

/**
 * A student with week 1 submitted and sent for sign-off, week 2 half written, a payment waiting;
 * and a second student whose week 1 is logged and still a draft: the one week that can be
 * submitted (week 2, the current week, opens for submitting on its Friday, ADR 21).
 */
async function studentWithContent(api: APIRequestContext) {
  const drafter = await createVerifiedStudent(api, 'a11y-draft');
  await logWeekOneThroughApi(api, drafter, DAYS);
  const student = await createVerifiedStudent(api, 'a11y');
  const headers = await logWeekOneThroughApi(api, student, DAYS);
  const supervisor = await nameSupervisor(api, student, headers);
  await api.patch('/api/reports/weekly/week/1/submit/', { headers, data: {} });
  const weeks = await (await api.get('/api/reports/weekly/', { headers })).json();
  await api.post(`/api/reports/weekly/${weeks.results[0].id}/request_signoff/`, {
    headers,
    data: {},
  });
  const start = inject('placementStart');
  const today = eatDateOf(new Date());
  for (const [index, description] of DAYS.slice(0, 3).entries()) {
    const date = addDays(start, 7 + index);
    // Week 2 is this week: only its days up to today can be logged (on a Monday, one).
    if (date > today) break;
    const daily = await api.post('/api/reports/daily/', {
      headers,
      data: { date, hours_spent: 8, description },
    });
    if (daily.status() !== 201) throw new Error(`daily report failed: ${await daily.text()}`);
  }
  await api.post('/api/reports/weekly/', { headers, data: { week_number: 2 } });
  await reportPayment(api, headers, 3000);
  await api.post('/api/auth/feedback/', {
    headers,
    data: { type: 'bug', subject: 'Week page', message: 'The week page is slow on my phone.' },
  });
  const token = signoffTokenIn(await waitForMail(supervisor));
  return { student, drafter, token };
}

describe('accessibility: axe-core, WCAG 2.2 AA', () => {
  const browser = useBrowser();
  let api: APIRequestContext;
  let data: Awaited<ReturnType<typeof studentWithContent>>;

  beforeAll(async () => {
    api = await request.newContext({ baseURL: inject('baseURL') });
    data = await studentWithContent(api);
  });
  afterAll(async () => {
    await api?.dispose();
  });

  for (const pass of PASSES)
    it(`signed out: sign-in, registration, password reset, activation, sign-off, not found${pass.title}`, async () => {
      const page = await browser.newPage(DESKTOP);
      await page.goto('/login');
      await page.getByRole('radio', { name: 'SW' }).waitFor({ state: 'attached' });
      const report = await checkScreens(
        page,
        [
          { path: '/login' },
          {
            path: '/login',
            name: 'forgot password dialog',
            open: async (screen, text) => {
              await screen
                .getByRole('button', { name: text('auth', 'login.forgotPassword') })
                .click();
              await screen.getByRole('dialog', { name: text('auth', 'forgot.title') }).waitFor();
            },
          },
          { path: '/register' },
          { path: '/reset-password?uid=MQ&token=made-up' },
          { path: '/reset-password' },
          { path: '/account-activation?email=someone%40students.example.tz' },
          { path: `/signoff/${data.token}` },
          { path: '/signoff/made-up-token' },
          { path: '/no-such-screen' },
        ],
        pass,
      );
      expect(report, report).toBe('');
    }, 180_000);

  for (const pass of PASSES)
    it(`student: every screen of the app shell${pass.title}`, async () => {
      const page = await browser.newPage(DESKTOP);
      await signInThroughForm(page, data.student.email, data.student.password);
      await page.waitForURL('**/dashboard');
      const start = inject('placementStart');
      const report = await checkScreens(
        page,
        [
          { path: '/dashboard', shot: 'a11y-dashboard' },
          { path: '/dashboard', name: 'navigation drawer', width: 'phone', open: openDrawer },
          { path: `/daily-report?week=2&date=${addDays(start, 8)}`, shot: 'a11y-daily-report' },
          { path: '/weekly-report', shot: 'a11y-weekly-overview' },
          { path: '/weekly-report/1' },
          { path: '/weekly-report/2' },
          { path: '/general-report' },
          { path: '/pt-assessment', shot: 'a11y-pt-assessment' },
          { path: '/workplace' },
          { path: '/billing' },
          { path: '/help' },
          { path: '/resources' },
          { path: '/settings' },
          { path: '/settings', name: 'a toast', open: showToast },
          { path: '/profile' },
        ],
        pass,
        { narrow: 'narrowest' },
      );
      // The submit dialog, on the draft week 1 of the second student.
      const drafterPage = await browser.newPage(DESKTOP);
      await signInThroughForm(drafterPage, data.drafter.email, data.drafter.password);
      await drafterPage.waitForURL('**/dashboard');
      const dialogReport = await checkScreens(
        drafterPage,
        [
          { path: '/weekly-report/1' },
          {
            path: '/weekly-report/1',
            name: 'submit week confirmation',
            open: async (screen, text) => {
              await screen
                .getByRole('button', { name: text('weekly-report', 'actions.submit') })
                .click();
              await screen.getByRole('dialog').waitFor();
            },
          },
        ],
        pass,
        { narrow: 'narrowest' },
      );
      const reports = [report, dialogReport].filter(Boolean).join('\n');
      expect(reports, reports).toBe('');
    }, 420_000);

  it('student: the loading placeholders, while the API holds its answers', async () => {
    const page = await browser.newPage(PHONE);
    // Every data call waits until the checks are done (signing in still answers).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/auth/'),
      async (route) => {
        await held;
        await route.continue().catch(() => {});
      },
    );
    await signInThroughForm(page, data.student.email, data.student.password);
    await page.waitForURL('**/dashboard');
    const reports: string[] = [];
    for (const path of [
      '/dashboard',
      '/daily-report',
      '/weekly-report',
      '/billing',
      '/workplace',
    ]) {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, path);
      await page.waitForFunction(
        (expected) =>
          window.location.pathname === expected &&
          document.querySelector('[aria-busy="true"], .mantine-Skeleton-root') !== null,
        path,
      );
      const violations = await axeViolations(page);
      if (violations.length > 0) reports.push(describeViolations(`loading ${path}`, violations));
    }
    release();
    const report = reports.join('\n');
    expect(report, report).toBe('');
  });

  for (const pass of PASSES)
    it(`staff: the admin area${pass.title}`, async () => {
      const page = await browser.newPage(DESKTOP);
      await signInAsStaff(page);
      const report = await checkScreens(
        page,
        [
          { path: '/admin' },
          { path: '/admin', name: 'navigation drawer', width: 'phone', open: openDrawer },
          { path: '/admin/users' },
          { path: '/admin/analytics', shot: 'a11y-analytics' },
          { path: '/admin/activity' },
          { path: '/admin/records' },
          { path: '/admin/records?tab=metrics' },
          { path: '/admin/billing', shot: 'a11y-admin-billing' },
          {
            path: '/admin/billing',
            name: 'transaction details dialog',
            open: async (screen, text) => {
              await screen
                .getByRole('button', {
                  name: startingWith(text('staff-billing', 'pending.viewAria')),
                })
                .first()
                .click();
              await screen
                .getByRole('dialog', { name: text('staff-billing', 'details.title') })
                .waitFor();
            },
          },
          { path: '/admin/email-broadcast' },
          { path: '/admin/settings' },
          { path: '/resources' },
          { path: '/settings' },
        ],
        pass,
      );
      expect(report, report).toBe('');
    }, 180_000);
});
