// A day's save that reached the server but whose answer was lost (mobile data dropping on the
// way back): the day waits on the phone as 'Report saved locally', and the next Save of the day,
// online, is saved as an edit of the copy already there (DESIGN §4.3): one success, no
// 'already exists', and the server ends with the newer text.
import { addDays, MESSAGES } from '@ptlog/shared';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { createVerifiedStudent, signInThroughForm } from '../support/accounts';
import { NARROW_PHONE, screenshot, useBrowser } from '../support/browser';

const browser = useBrowser();

async function daysOnServer(page: Page): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get('/api/reports/daily/?week_number=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()).results.map(
    (entry: { date: string; hours_spent: number; description: string }) =>
      `${entry.date} ${entry.hours_spent} ${entry.description}`,
  );
}

it('saves the next Save of a day whose first answer was lost as an edit, once', async () => {
  const page = await browser.newPage(NARROW_PHONE);
  const student = await createVerifiedStudent(page.request, 'lostanswer');
  await signInThroughForm(page, student.email, student.password);
  await page.waitForURL('**/dashboard');
  const date = addDays(inject('placementStart'), 3);
  await page.goto(`/daily-report?week=1&date=${date}`);

  // The first POST reaches the server; its answer never comes back.
  let lost = false;
  await page.route('**/api/reports/daily/', async (route) => {
    if (lost || route.request().method() !== 'POST') return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const first = 'First version: checked the transformer oil level.';
  const second = 'Second version: checked the transformer oil level and topped it up.';
  await page.getByRole('textbox', { name: 'Hours' }).fill('7');
  await page.getByRole('textbox', { name: 'Description' }).fill(first);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(MESSAGES.weekly.savedLocally).waitFor();
  expect(await daysOnServer(page)).toEqual([`${date} 7 ${first}`]);

  // Still online, the student changes the text and saves again.
  await page.getByRole('textbox', { name: 'Description' }).fill(second);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(MESSAGES.daily.saved).first().waitFor();
  expect(await page.getByText(MESSAGES.daily.duplicateDate).count()).toBe(0);
  await page.getByText(MESSAGES.weekly.savedLocally).waitFor({ state: 'hidden' });
  expect(await daysOnServer(page)).toEqual([`${date} 7 ${second}`]);
  // Nothing waits on the phone to replay the first version over it later.
  const outbox = await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { id?: number };
    return localStorage.getItem(`offline_outbox:${user.id}`);
  });
  expect(outbox).toBeNull();
  expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(second);
  await screenshot(page, 'daily-lost-answer-saved-360');
});
