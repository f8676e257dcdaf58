// A week's summary saved on another device (or in another tab) while it was being typed here: the
// save here does not overwrite it unseen. Both texts are shown; a second Save chooses this one.
import { describe, expect, inject, it } from 'vitest';
import {
  createVerifiedStudent,
  logWeekOneThroughApi,
  signInThroughForm,
} from '../support/accounts';
import { NARROW_PHONE, screenshot, useBrowser } from '../support/browser';

const HERE = 'On the phone: I maintained the cooling pumps and wired a distribution board.';
const ELSEWHERE = 'On the laptop: serviced pump 2 and tested the new board.';

describe('a summary saved elsewhere while it is typed here', () => {
  const browser = useBrowser();

  it('shows both texts and replaces the other only on a second Save', async () => {
    const page = await browser.newPage(NARROW_PHONE);
    const student = await createVerifiedStudent(page.request, 'elsewhere');
    const headers = await logWeekOneThroughApi(page.request, student, [
      'Replaced the mechanical seal of pump 2.',
      'Wired a distribution board.',
    ]);
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/weekly-report/1');
    await page.getByRole('button', { name: 'Edit Report' }).click();
    const field = page.getByRole('textbox', { name: 'Summary', exact: true });
    await field.fill(HERE);

    // The laptop saves its own summary meanwhile.
    const other = await page.request.put('/api/reports/weekly/week/1/', {
      headers,
      data: { summary: ELSEWHERE },
    });
    expect(other.status()).toBe(200);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('This summary was changed in another tab or on another device').waitFor();
    await page.getByText(ELSEWHERE).waitFor();
    expect(await field.inputValue()).toBe(HERE);
    await screenshot(page, 'weekly-summary-edited-elsewhere-phone');
    const stillThere = await page.request.get('/api/reports/weekly/week/1/', { headers });
    expect((await stillThere.json()).summary).toBe(ELSEWHERE);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Report saved successfully!').waitFor();
    const saved = await page.request.get('/api/reports/weekly/week/1/', { headers });
    expect((await saved.json()).summary).toBe(HERE);
  });

  it('keeps a day typed here when the laptop saved it meanwhile, until a second Save', async () => {
    const page = await browser.newPage(NARROW_PHONE);
    const student = await createVerifiedStudent(page.request, 'day-elsewhere');
    const headers = await logWeekOneThroughApi(page.request, student, [
      'Replaced the mechanical seal of pump 2.',
    ]);
    const monday = inject('placementStart');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.goto(`/daily-report?week=1&date=${monday}`);
    const field = page.getByRole('textbox', { name: 'Description' });
    await expect.poll(() => field.inputValue()).toBe('Replaced the mechanical seal of pump 2.');
    await field.fill(HERE);

    const days = await page.request.get('/api/reports/daily/?week_number=1', { headers });
    const [day] = (await days.json()).results;
    const other = await page.request.put(`/api/reports/daily/${day.id}/`, {
      headers,
      data: { description: ELSEWHERE },
    });
    expect(other.status()).toBe(200);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('This day was changed in another tab or on another device').waitFor();
    await page.getByText(ELSEWHERE).waitFor();
    expect(await field.inputValue()).toBe(HERE);
    await screenshot(page, 'daily-edited-elsewhere-phone');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => {
        const after = await page.request.get('/api/reports/daily/?week_number=1', { headers });
        return (await after.json()).results[0].description;
      })
      .toBe(HERE);
  });
});
