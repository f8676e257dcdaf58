import { MESSAGES } from '@ptlog/shared';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedStudent, signInAsStaff, signInThroughForm } from '../support/accounts';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support/browser';

/** Finds the student with the search box and ticks their row. */
async function selectStudent(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(email);
  const row = page
    .getByRole('table', { name: 'Users list' })
    .getByRole('row')
    .filter({ hasText: email });
  await row.waitFor();
  await page.getByText('1 user · page 1 of 1').waitFor();
  await row.getByRole('checkbox').check();
  return row;
}

describe('staff user management', () => {
  const browser = useBrowser();

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'staff ban a student at %s width; the student is signed out on their next request',
    async (width, viewport) => {
      const studentPage = await browser.newPage(PHONE);
      const student = await createVerifiedStudent(studentPage.request, 'banned');
      await signInThroughForm(studentPage, student.email, student.password);
      await studentPage.waitForURL('**/dashboard');

      // Staff work in another browser context.
      const staffContext = await studentPage
        .context()
        .browser()
        ?.newContext({
          viewport,
          baseURL: inject('baseURL'),
        });
      if (!staffContext) throw new Error('no browser');
      const page = await staffContext.newPage();
      await signInAsStaff(page);
      await page.goto('/admin/users');
      const row = await selectStudent(page, student.email);
      await screenshot(page, `admin-users-ban-${width}`);
      await page.getByRole('button', { name: 'ban selected users', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Ban users' });
      await dialog.getByText('Are you sure you want to ban 1 user?').waitFor();
      await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Shared account');
      await dialog.getByRole('button', { name: 'Ban' }).click();
      await row.getByText('Banned', { exact: true }).waitFor();

      // The student's next request ends their session.
      await studentPage.goto('/weekly-report');
      await studentPage.waitForURL('**/login?next=%2Fweekly-report', { timeout: 15_000 });
      await staffContext.close();
    },
  );

  it('DELETE asks twice; cancelling the second question keeps the account', async () => {
    const page = await browser.newPage(PHONE);
    const student = await createVerifiedStudent(page.request, 'keepme');
    await signInAsStaff(page);
    await page.goto('/admin/users');
    // On a phone the filters besides the search fold behind one button (here: Joined from).
    const program = page.getByLabel('Joined from', { exact: true });
    await page.getByRole('textbox', { name: 'Search' }).waitFor();
    expect(await program.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await program.waitFor();
    const hide = page.getByRole('button', { name: 'Hide filters' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    await hide.click();
    await program.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'delete selected users', exact: true }).click();
    await page.getByText(MESSAGES.admin.selectUsersFirst).waitFor();

    const row = await selectStudent(page, student.email);
    // Ticking a user takes the warning back at once, not after its 4 s.
    await page
      .getByText(MESSAGES.admin.selectUsersFirst)
      .waitFor({ state: 'hidden', timeout: 1_500 });
    await screenshot(page, 'admin-users-phone');
    await page.getByRole('button', { name: 'delete selected users', exact: true }).click();
    const first = page.getByRole('dialog', { name: 'Delete users' });
    await first.getByText('Are you sure you want to delete 1 user?').waitFor();
    await first.getByRole('button', { name: 'Continue' }).click();
    const second = page.getByRole('dialog', { name: 'Delete users: last check' });
    await second.getByText(MESSAGES.admin.deleteSecondConfirm).waitFor();
    await second.getByRole('button', { name: 'Cancel' }).click();
    await second.waitFor({ state: 'hidden' });
    await row.getByText('Active', { exact: true }).waitFor();

    // The details drawer shows the balance.
    await row.getByRole('button', { name: /^Details of / }).click();
    const drawer = page.getByRole('dialog', { name: 'Zawadi Mrema' });
    await drawer.getByLabel('Token balance').getByText('400 tokens').waitFor();
    expect(await drawer.getByText(student.email).count()).toBeGreaterThan(0);
    // A long e-mail wraps inside its column on a phone instead of running over the next one.
    const overflowing = await drawer
      .getByText(student.email, { exact: true })
      .evaluateAll(
        (elements) =>
          elements.filter((element) => element.scrollWidth > element.clientWidth).length,
      );
    expect(overflowing).toBe(0);
  });

  it('keeps the search, status filter, order and page in the address: Back and reload restore them', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'address');
    await signInAsStaff(page);
    await page.goto('/admin/users');
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(student.email);
    await page.waitForURL(/\/admin\/users\?search=/);
    const status = page.locator('input:visible').and(page.getByLabel('Status', { exact: true }));
    await status.click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    const wanted = new URLSearchParams({
      search: student.email,
      status: 'active',
      ordering: 'name',
    }).toString();
    await page.waitForURL(`**/admin/users?${wanted}`);
    const row = page.getByRole('row').filter({ hasText: student.email });
    await row.waitFor();

    // Another screen, then Back: the same list, the search box as typed.
    await page.goto('/admin/analytics');
    await page.goBack();
    await page.waitForURL(`**/admin/users?${wanted}`);
    await row.waitFor();
    expect(await search.inputValue()).toBe(student.email);
    expect(await status.inputValue()).toBe('Active');
    // A reload reads the same address.
    await page.reload();
    await row.waitFor();
    expect(await search.inputValue()).toBe(student.email);

    // A hand-edited address with wrong values: the defaults, no error.
    await page.goto('/admin/users?status=nope&page=0&ordering=salary');
    await page.waitForURL(/\/admin\/users$/);
    await page.getByText(/· page 1 of/).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('exports the searched students as an Excel workbook that keeps the phone as text', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'sheet');
    await signInAsStaff(page);
    await page.goto('/admin/users');
    await selectStudent(page, student.email);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // The button's loader fades out after the download starts.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await screenshot(page, 'admin-users-export-desktop');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('Users');
    if (!sheet) throw new Error('no Users sheet');
    const header = sheet.getRow(1).values as string[];
    const row = sheet.getRow(2);
    expect(sheet.actualRowCount).toBe(2);
    // Headers in words (the CSV keeps its field names); times in East Africa Time, and said so.
    expect(row.getCell(header.indexOf('E-mail')).value).toBe(student.email);
    expect(row.getCell(header.indexOf('Phone')).value).toBe(`+255${student.phone.slice(1)}`);
    expect(row.getCell(header.indexOf('Date joined (EAT)')).value).toBeInstanceOf(Date);
  });
});
