// Where the keyboard focus goes after a staff action that replaces or removes the control that
// started it (WCAG 2.4.3): never to the document, where the next Tab would start again at the top.
// Ban in a user's drawer turns its button into Unban; Delete in the drawer closes it, and the row
// whose Details button opened it is gone; a deleted resource takes its card and Delete button.
import { MESSAGES } from '@ptlog/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsStaff } from '../support/accounts';
import { DESKTOP, useBrowser } from '../support/browser';
import { expectFocusInside, expectFocusOn } from '../support/keyboard';
import { staffWithStudent } from '../support/staff-walks';

/** Opens the student's drawer from the users list; answers the drawer and the student's name. */
async function openDrawerOf(
  page: Page,
  student: { email: string; firstName: string; lastName: string },
) {
  await page.goto('/admin/users');
  await page.getByRole('textbox', { name: 'Search' }).fill(student.email);
  await page.getByText('1 user · page 1 of 1').waitFor();
  await page.getByRole('button', { name: /^Details of / }).click();
  const name = `${student.firstName} ${student.lastName}`;
  const drawer = page.getByRole('dialog', { name });
  await drawer.getByText('Token balance').waitFor();
  return { drawer, name };
}

describe('staff focus after an action removes its control', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it("keeps the focus on the drawer's toggle, now Unban, after banning from it", async () => {
    const { page, student } = await staffWithStudent(browser, 'focusban');
    const { drawer, name } = await openDrawerOf(page, student);
    await drawer.getByRole('button', { name: `Ban ${name}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ban users' });
    // Its focus trap puts the focus on Cancel once open: only then is Ban given it.
    await expectFocusInside(dialog);
    await dialog.getByRole('button', { name: 'Ban', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('1 user banned.').first().waitFor();
    await expectFocusOn(page, drawer.getByRole('button', { name: `Unban ${name}` }));
  });

  it('gives the focus to the users section after deleting a user from the drawer', async () => {
    const { page, student } = await staffWithStudent(browser, 'focusdel');
    const { drawer, name } = await openDrawerOf(page, student);
    await drawer.getByRole('button', { name: `Delete ${name}` }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog', { name: 'Delete users' })
      .getByRole('button', { name: 'Continue' })
      .click();
    const last = page.getByRole('dialog', { name: 'Delete users: last check' });
    await last.getByText(MESSAGES.admin.deleteSecondConfirm).waitFor();
    await expectFocusInside(last);
    const confirm = last.getByRole('button', { name: 'Delete' });
    // The last check takes an answer once it has been on screen a moment (ConfirmDialog).
    await expect.poll(() => confirm.getAttribute('aria-disabled')).toBeNull();
    await confirm.focus();
    await page.keyboard.press('Enter');
    await page.getByText('1 user deleted.').first().waitFor();
    await drawer.waitFor({ state: 'hidden' });
    await expectFocusOn(page, page.getByRole('region', { name: 'Users', exact: true }));
  });

  it("gives the focus to the list's heading after deleting a resource", async () => {
    const page = await browser.newPage(DESKTOP);
    await signInAsStaff(page);
    await page.goto('/resources');
    const title = `Focus check ${Date.now()}`;
    const upload = page.getByRole('region', { name: 'Upload a resource' });
    await upload.getByRole('textbox', { name: 'Title' }).fill(title);
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'guide.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% focus\n%%EOF\n'),
    });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await page.getByText(MESSAGES.resources.uploaded).first().waitFor();
    await page.getByRole('button', { name: `Delete ${title}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete resource' });
    await expectFocusInside(dialog);
    await dialog.getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.resources.deleted).first().waitFor();
    await page.getByRole('listitem').filter({ hasText: title }).waitFor({ state: 'detached' });
    await expectFocusOn(page, page.getByRole('heading', { name: /^\d[\d,]* resources?$/ }));
  });
});
