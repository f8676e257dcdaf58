import { addDays, MESSAGES } from '@ptlog/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedStudent, signInThroughForm } from '../support/accounts';
import { NARROW_PHONE, screenshot, useBrowser } from '../support/browser';

const browser = useBrowser();

const RESTORED =
  'Not saved yet: the text you typed earlier, kept on this device. Tap Save to send it.';
const OFFLINE_COPY =
  'You are offline: this is the calendar and the days kept on this device. Days you save are sent when the connection returns.';

async function daysOnServer(page: Page): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get('/api/reports/daily/?week_number=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()).results.map(
    (entry: { date: string; description: string }) => `${entry.date} ${entry.description}`,
  );
}

describe('daily screen on a phone', () => {
  it('keeps typed text through the idle sign-out and returns to it after signing in', async () => {
    const page = await browser.newPage(NARROW_PHONE);
    const student = await createVerifiedStudent(page.request, 'drafts');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    const date = addDays(inject('placementStart'), 1);
    const text = 'Rewound the stator of the crusher motor & varnished it.';
    await page.goto(`/daily-report?week=1&date=${date}`);
    await page.getByRole('textbox', { name: 'Hours' }).fill('7.5');
    await page.getByRole('textbox', { name: 'Description' }).fill(text);

    // A reload keeps it.
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Description' }).inputValue())
      .toBe(text);

    // Away for 11 minutes (a call, WhatsApp), then back: signed out by the idle rule.
    await page.evaluate(() => {
      localStorage.setItem('last_activity', String(Date.now() - 11 * 60_000));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForURL('**/login');
    await page.getByText('You were logged out after 10 minutes of inactivity').first().waitFor();

    // Signing in again returns to the day, with what was typed.
    await page.getByLabel('Username').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`**/daily-report?week=1&date=${date}`);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Description' }).inputValue())
      .toBe(text);
    expect(await page.getByRole('textbox', { name: 'Hours' }).inputValue()).toBe('7.5');
    await page.getByText(RESTORED).waitFor();
    await screenshot(page, 'daily-draft-restored-360');

    // Saved: on the server, and no longer kept as a draft.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MESSAGES.daily.saved).first().waitFor();
    expect(await daysOnServer(page)).toEqual([`${date} ${text}`]);
    const drafts = await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { id?: number };
      return localStorage.getItem(`unsaved_drafts:${user.id}`);
    });
    expect(drafts).toBeNull();
  });

  it('opens offline with the day waiting to be sent, and recovers by itself online', async () => {
    const page = await browser.newPage(NARROW_PHONE);
    const student = await createVerifiedStudent(page.request, 'offlineopen');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    const date = addDays(inject('placementStart'), 2);
    const text = 'Greased the bearings of the conveyor drive and checked the belt tension.';
    await page.goto(`/daily-report?week=1&date=${date}`);
    await page.getByRole('textbox', { name: 'Hours' }).waitFor();
    // The service worker controls the page, as on a phone that opened the app before.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('textbox', { name: 'Hours' }).waitFor();

    await page.context().setOffline(true);
    await page.getByRole('textbox', { name: 'Hours' }).fill('8');
    await page.getByRole('textbox', { name: 'Description' }).fill(text);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Pending sync').first().waitFor();

    await page.reload();
    await page.getByText(OFFLINE_COPY).waitFor();
    await page.getByText('Pending sync').first().waitFor();
    expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(text);
    expect(await page.getByText('Could not load your placement calendar').count()).toBe(0);
    await screenshot(page, 'daily-offline-open-360');

    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => daysOnServer(page), { timeout: 15_000 }).toEqual([`${date} ${text}`]);
    // No Retry needed: the screen leaves the kept copy for the server's answer.
    await page.getByText(OFFLINE_COPY).waitFor({ state: 'detached', timeout: 10_000 });
    // Sent again within seconds if the first try after coming online found no network yet.
    await page
      .getByText('Saved', { exact: true })
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(async (error: Error) => {
        // Rethrown with what the device still holds to send, for the failure's reader.
        const kept = await page.evaluate(() =>
          Object.entries(localStorage).filter(([key]) => key.startsWith('offline_outbox')),
        );
        throw new Error(`${error.message}\nStill kept to send: ${JSON.stringify(kept)}`);
      });
  });
});
