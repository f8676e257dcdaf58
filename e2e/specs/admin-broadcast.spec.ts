import { MESSAGES } from '@ptlog/shared';
import { describe, expect, inject, it } from 'vitest';
import { apiSignIn, createVerifiedStudent, signInAsStaff } from '../support/accounts';
import { DESKTOP, NARROW_PHONE, PHONE, screenshot, useBrowser } from '../support/browser';
import { mailsTo, waitForMail } from '../support/mailbox';
import { recipientsSheet } from '../support/sheets';

describe('staff e-mail broadcast and feedback inbox', () => {
  const browser = useBrowser();

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'staff send a broadcast from an .xlsx and see the sent count (%s)',
    async (width, viewport) => {
      const page = await browser.newPage(viewport);
      await signInAsStaff(page);
      await page.goto('/admin/email-broadcast');
      const subject = `Week 3 reminder ${Date.now()}`;
      const excel = page.getByRole('form', { name: 'Send from Excel (.xlsx)' });

      // A file of the wrong type is refused before anything is sent.
      await excel.locator('input[type="file"]').setInputFiles({
        name: 'recipients.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Email\nx@example.tz\n'),
      });
      await excel.getByRole('textbox', { name: 'Subject' }).fill(subject);
      await excel
        .getByRole('textbox', { name: 'Message' })
        .fill('Please submit your weekly report by Friday.');
      await excel.getByRole('button', { name: /Send to the sheet/ }).click();
      await excel.getByText(MESSAGES.email.invalidFileType).waitFor();

      await excel.locator('input[type="file"]').setInputFiles({
        name: 'recipients.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await recipientsSheet([
          [`asha.${width}@example.tz`, 'Asha'],
          [`juma.${width}@example.tz`, 'Juma'],
          ['not-an-address', 'Nobody'],
        ]),
      });
      // Enter asks first: the server counts the sheet, nothing is sent until confirmed.
      await excel.getByRole('textbox', { name: 'Subject' }).press('Enter');
      const confirm = page.getByRole('dialog', { name: "Send to the sheet's addresses?" });
      await confirm
        .getByText(
          `“${subject}” will be e-mailed to 2 addresses from recipients.xlsx. This cannot be called back. 1 row with an invalid or repeated address will be skipped.`,
        )
        .waitFor();
      await confirm.getByRole('button', { name: 'Send', exact: true }).click();
      await excel.getByText(MESSAGES.email.sendingExcel).waitFor();
      await excel.getByText('2 e-mails queued.').waitFor();
      // Focus stays with the form's outcome, not on <body> after the form reset.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
        .toBe('status');
      await excel
        .getByRole('list', { name: 'Invalid addresses' })
        .getByText('Row 4: not-an-address')
        .waitFor();

      const campaign = page.getByRole('listitem', { name: `Broadcast: ${subject}` });
      await campaign.getByText('Sent 2').waitFor({ timeout: 30_000 });
      await campaign.getByText('Done', { exact: true }).waitFor();
      await screenshot(page, `admin-broadcast-${width}`);
    },
  );

  it.each([
    ['desktop', DESKTOP],
    ['phone', NARROW_PHONE],
  ])(
    'staff send to all students: the confirmation counts them and shows the mail; staff get none (%s)',
    async (width, viewport) => {
      const page = await browser.newPage(viewport);
      const student = await createVerifiedStudent(page.request, `audience-${width}`);
      await signInAsStaff(page);
      await page.goto('/admin/email-broadcast');
      const form = page.getByRole('form', { name: 'Send to All Users' });
      expect(await form.getByRole('radio', { name: 'All students' }).isChecked()).toBe(true);
      const subject = `Notice to students ${width} ${Date.now()}`;
      const message = 'The log book pages are due on Friday.';
      await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
      await form.getByRole('textbox', { name: 'Message' }).fill(message);
      await form.getByRole('button', { name: 'Preview and send' }).click();

      // The count is the server's count of the students; the mail is one student's copy.
      const confirm = page.getByRole('dialog', { name: /^Send to [\d,]+ students?\?$/ });
      await confirm.waitFor();
      const title = await confirm.locator('.mantine-Modal-title').textContent();
      const count = Number(/Send to ([\d,]+) student/.exec(title ?? '')?.[1]?.replace(/,/g, ''));
      expect(count).toBeGreaterThan(0);
      await confirm.getByText(`“${subject}” goes to: All students.`, { exact: false }).waitFor();
      const preview = confirm.getByRole('region', { name: 'The mail as a recipient gets it' });
      await preview.getByText(/^Hello .+,\s+The log book pages are due on Friday\./).waitFor();
      await preview.getByText('--\nPT Logbook', { exact: false }).waitFor();
      await screenshot(page, `admin-broadcast-audience-confirm-${width}`);
      await confirm.getByRole('button', { name: 'Send', exact: true }).click();
      await form
        .getByText(`${count.toLocaleString('en-GB')} ${count === 1 ? 'e-mail' : 'e-mails'} queued.`)
        .waitFor();

      const campaign = page.getByRole('listitem', { name: `Broadcast: ${subject}` });
      await campaign.getByText('To: All students', { exact: false }).waitFor();
      await campaign.getByText('Done', { exact: true }).waitFor({ timeout: 30_000 });
      const mail = await waitForMail(student.email, 2);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(`${message}\n\n--\nPT Logbook`);
      // Staff are not students: the suite's staff account got nothing.
      const staffEmail = inject('staff').email;
      expect(mailsTo(staffEmail).filter((each) => each.subject === subject)).toEqual([]);
    },
  );

  it('staff read feedback and mark it handled (phone)', async () => {
    const page = await browser.newPage(PHONE);
    const student = await createVerifiedStudent(page.request, 'feedback');
    const { headers } = await apiSignIn(page.request, student.email, student.password);
    const subject = `Export button does nothing ${Date.now()}`;
    const sent = await page.request.post('/api/auth/feedback/', {
      headers,
      data: { type: 'bug', subject, message: 'Pressing Export PDF on week 2 does nothing.' },
    });
    if (sent.status() !== 201) throw new Error(`feedback failed: ${await sent.text()}`);

    await signInAsStaff(page);
    await page.goto('/admin/email-broadcast');
    await page.getByRole('tab', { name: 'Feedback inbox' }).click();
    const entry = page.getByRole('listitem').filter({ hasText: subject });
    await entry.getByText(student.email, { exact: false }).waitFor();
    // The whole subject shows on a phone, none of it cut off behind the button.
    const subjectText = entry.getByText(subject, { exact: true });
    expect(
      await subjectText.evaluate(
        (element) =>
          element.scrollHeight <= element.clientHeight &&
          element.scrollWidth <= element.clientWidth,
      ),
    ).toBe(true);
    await screenshot(page, 'admin-feedback-phone');
    await entry.getByRole('button', { name: `Mark handled: ${subject}` }).click();
    await page.getByText('Marked as handled.').waitFor();
    await entry.waitFor({ state: 'detached' });
  });
});
