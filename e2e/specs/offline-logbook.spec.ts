// The log book's screens on a phone whose mobile data drops: the dashboard, the weekly overview and
// a week's page, each opened once online, open again offline (the service worker serves the app,
// the device the last answers), say that they show the copy kept on this device, and read again
// by themselves when the connection returns.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createVerifiedStudent,
  logWeekOneThroughApi,
  signInThroughForm,
} from '../support/accounts';
import { NARROW_PHONE, screenshot, useBrowser } from '../support/browser';

const browser = useBrowser();

const DAYS = [
  'Replaced the mechanical seal of the feed water pump.',
  'Wired the distribution board of the new workshop.',
];
const SUMMARY = 'This week I serviced the feed water pump and wired a distribution board.';
const OFFLINE_NOTE = /^You are offline: this is the copy kept on this device\. Last updated /;

const offlineNote = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_NOTE });
const roadmapNode = (page: Page) => page.getByRole('link', { name: 'Week 1: in progress' });

describe('the log book offline on a phone', () => {
  it('opens the dashboard, the overview and a week from the copies kept on the device', async () => {
    const page = await browser.newPage(NARROW_PHONE);
    const student = await createVerifiedStudent(page.request, 'offlinebook');
    const headers = await logWeekOneThroughApi(page.request, student, DAYS);
    const summary = await page.request.put('/api/reports/weekly/week/1/', {
      headers,
      data: { summary: SUMMARY },
    });
    expect(summary.status()).toBe(200);
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    // The service worker controls the page, as on a phone that opened the app before.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Online: each screen read once (its answers kept on the device).
    await roadmapNode(page).waitFor();
    await page.goto('/weekly-report');
    await page.getByRole('link', { name: 'Open week 1' }).waitFor();
    await page.goto('/weekly-report/1');
    await page.getByText(SUMMARY).waitFor();
    expect(await offlineNote(page).count()).toBe(0);

    await page.context().setOffline(true);

    await page.reload();
    await offlineNote(page).waitFor();
    await page.getByText(SUMMARY).waitFor();
    await page.getByText(DAYS[0]!).first().waitFor();
    expect(await page.getByText('Could not load this weekly report').count()).toBe(0);
    // What needs the server waits for it, and says so; Edit Report stays.
    const enhance = page.getByRole('button', { name: 'Enhance with AI' });
    expect(await enhance.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('button', { name: 'Export' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await page
      .getByText('Enhance with AI, Reset to Original, Submit Week and Export need a connection.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Edit Report' }).isEnabled()).toBe(true);
    await screenshot(page, 'weekly-offline-copy-360');

    await page.goto('/weekly-report');
    await offlineNote(page).waitFor();
    await page.getByRole('link', { name: 'Open week 1' }).waitFor();
    expect(await page.getByText('Could not load your weekly reports').count()).toBe(0);
    await page.getByText('Downloads need a connection.').waitFor();

    // A week never opened online has no copy here: the page says so plainly, with Retry.
    await page.goto('/weekly-report/2');
    const notKept = page.getByRole('alert').filter({
      hasText:
        'Week 2 has not been kept on this device yet. It will show here once you are online again.',
    });
    await notKept.waitFor();
    expect(await notKept.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    expect(await page.getByText(/Network error/).count()).toBe(0);
    await screenshot(page, 'weekly-offline-not-kept-360');

    await page.goto('/dashboard');
    await offlineNote(page).waitFor();
    await roadmapNode(page).waitFor();
    await page.getByText(DAYS[1]!).first().waitFor();
    expect(await page.getByText('Could not load your dashboard').count()).toBe(0);
    await screenshot(page, 'dashboard-offline-copy-360');

    // Back online: the screen reads again by itself, no Retry needed.
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await offlineNote(page).waitFor({ state: 'detached', timeout: 15_000 });
    await roadmapNode(page).waitFor();
  });

  it("does not show one student's kept log book to the next one on the phone", async () => {
    const page = await browser.newPage(NARROW_PHONE);
    const first = await createVerifiedStudent(page.request, 'offlinefirst');
    await logWeekOneThroughApi(page.request, first, DAYS);
    await signInThroughForm(page, first.email, first.password);
    await page.waitForURL('**/dashboard');
    await roadmapNode(page).waitFor();
    // The dashboard's answers are kept, for this account only: written together once the page
    // is idle (lib/kept-answers.ts), within a second or so of the last one arriving.
    await page.waitForFunction(
      (names) =>
        Object.entries(localStorage).some(
          ([key, value]) =>
            key.startsWith('kept_answers:') &&
            names.every((name) => name in (JSON.parse(value) as object)),
        ),
      ['calendar', 'dashboard', 'logged-days', 'weekly-list'],
      { timeout: 10_000 },
    );
    const kept = await page.evaluate(() =>
      Object.entries(localStorage)
        .filter(([key]) => key.startsWith('kept_answers:'))
        .map(([key, value]) => [key, Object.keys(JSON.parse(value)).sort()]),
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]?.[1]).toEqual(
      expect.arrayContaining(['calendar', 'dashboard', 'logged-days', 'weekly-list']),
    );

    // Signing out removes the copy: the next student on this phone never reads it.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('kept_answers:')),
      ),
    ).toEqual([]);
  });
});
