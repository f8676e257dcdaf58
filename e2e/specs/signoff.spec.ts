import { MESSAGES } from '@ptlog/shared';
import { describe, expect, inject, it } from 'vitest';
import {
  apiSignIn,
  createVerifiedStudent,
  logWeekOneThroughApi,
  nameSupervisor,
  signInThroughForm,
} from '../support/accounts';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support/browser';
import { signoffTokenIn, waitForMail } from '../support/mailbox';

const DAYS = [
  'Installed cable trays in the substation and tested motor insulation with a megger.',
  'Replaced the mechanical seal of the cooling water pump and checked the alignment.',
  'Wired a three-phase distribution board and labelled every circuit.',
];

describe('supervisor sign-off by e-mailed link', () => {
  const browser = useBrowser();

  it('the supervisor approves on a phone and the student sees who approved', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'signoff');
    const headers = await logWeekOneThroughApi(page.request, student, DAYS);
    const supervisor = await nameSupervisor(page.request, student, headers);
    const submitted = await page.request.patch('/api/reports/weekly/week/1/submit/', {
      headers,
      data: {},
    });
    expect(submitted.status()).toBe(200);

    // The dashboard names the submitted week as not signed; its link opens the week page, where
    // the student sends it to the supervisor.
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.getByText('Week 1 is not signed by your supervisor yet.').waitFor();
    await page.getByRole('link', { name: 'Send week 1' }).click();
    await page.waitForURL('**/weekly-report/1');
    await page.getByRole('button', { name: 'Send to supervisor' }).click();
    await page.getByLabel('Message to your supervisor (optional)').fill('Asante! Week 1 is ready.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText(`Sent to ${supervisor} on`).waitFor();
    await screenshot(page, 'signoff-week-sent-desktop');
    // Back on the dashboard the week waits for the supervisor, no longer named as not signed.
    await page.goto('/dashboard');
    await page.getByText('Week 1 is waiting for your supervisor (sent today).').waitFor();
    expect(await page.getByText(/not signed by your supervisor/).count()).toBe(0);

    // The supervisor opens the e-mailed link on a phone-sized page, without an account.
    const mail = await waitForMail(supervisor);
    expect(mail.text).toContain('Asante! Week 1 is ready.');
    const token = signoffTokenIn(mail);
    const phone = await browser.newPage(PHONE);
    await phone.goto(`/signoff/${token}`);
    await phone.getByRole('heading', { name: 'Log book sign-off' }).waitFor();
    await phone.getByText(DAYS[1]!).waitFor();
    expect(await phone.getByText('Total hours').isVisible()).toBe(true);
    // Readable on a phone: nothing wider than the screen.
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'signoff-page-phone');
    await phone.getByRole('button', { name: 'Return to student' }).click();
    await phone.getByText(MESSAGES.signoff.commentRequired).waitFor();
    await phone.getByLabel('Your name').fill('Eng. Halima Said');
    await phone.getByRole('button', { name: 'Approve week' }).click();
    // Approving signs the week for good: it is confirmed first.
    const confirm = phone.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Yes, approve' }).waitFor();
    await screenshot(phone, 'signoff-approve-confirm-phone');
    await confirm.getByRole('button', { name: 'Yes, approve' }).click();
    await phone.getByText(MESSAGES.signoff.approved).waitFor();
    await screenshot(phone, 'signoff-approved-phone');
    // The link worked once, and says so.
    await phone.reload();
    await phone.getByText(MESSAGES.signoff.linkApproved).waitFor();
    await screenshot(phone, 'signoff-link-gone-phone');

    // The student sees the approval on the week page.
    await page.goto('/weekly-report/1');
    await page.getByText(/Approved by Eng\. Halima Said \(Maintenance Engineer\) on/).waitFor();
    await screenshot(page, 'signoff-week-approved-desktop');
    await page.goto('/weekly-report');
    await page.getByText('1 of 8 weeks signed by your supervisor').waitFor();
    const { headers: again } = await apiSignIn(page.request, student.email, student.password);
    const week = await (
      await page.request.get('/api/reports/weekly/week/1/', { headers: again })
    ).json();
    expect(week.status).toBe('APPROVED');
    // The phone's context is closed by useBrowser; this one by hand.
    await page.context().close();
  });

  it('the sign-off page at desktop width', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'signoffwide');
    const supervisor = student.email.replace('@students.', '.supervisor@');
    const headers = await logWeekOneThroughApi(page.request, student, DAYS);
    await page.request.put('/api/auth/profile/', {
      headers,
      data: { first_name: 'Zawadi', last_name: 'Mrema', supervisor_email: supervisor },
    });
    await page.request.patch('/api/reports/weekly/week/1/submit/', { headers, data: {} });
    const weeks = await (await page.request.get('/api/reports/weekly/', { headers })).json();
    const sent = await page.request.post(
      `/api/reports/weekly/${weeks.results[0].id}/request_signoff/`,
      { headers, data: {} },
    );
    expect(sent.status()).toBe(202);
    await page.goto(`/signoff/${signoffTokenIn(await waitForMail(supervisor))}`);
    await page.getByRole('heading', { name: 'Log book sign-off' }).waitFor();
    await screenshot(page, 'signoff-page-desktop');
    const phone = await browser.newPage(PHONE);
    await page.context().close();
    await phone.goto('/signoff/made-up-token');
    await phone.getByText(MESSAGES.signoff.linkGone).waitFor();
  });

  it('staff see the week as sent in the users list and details', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'signoffstaff');
    const headers = await logWeekOneThroughApi(page.request, student, DAYS);
    await page.request.put('/api/auth/profile/', {
      headers,
      data: { first_name: 'Zawadi', last_name: 'Mrema', supervisor_email: 'boss@example.tz' },
    });
    await page.request.patch('/api/reports/weekly/week/1/submit/', { headers, data: {} });
    const weeks = await (await page.request.get('/api/reports/weekly/', { headers })).json();
    await page.request.post(`/api/reports/weekly/${weeks.results[0].id}/request_signoff/`, {
      headers,
      data: {},
    });
    const staff = inject('staff');
    await signInThroughForm(page, staff.email, staff.password);
    await page.waitForURL('**/admin');
    await page.goto('/admin/users');
    await page.getByRole('textbox', { name: 'Search' }).fill(student.email);
    const row = page
      .getByRole('table', { name: 'Users list' })
      .getByRole('row')
      .filter({ hasText: student.email });
    await row.getByText('1 sent').waitFor();
    await screenshot(page, 'signoff-admin-users-desktop');
    await row.getByRole('button', { name: /^Details of Zawadi Mrema/ }).click();
    await page.getByText('Week 1: sent').waitFor();
    await screenshot(page, 'signoff-admin-user-details-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'signoff-admin-user-details-phone');
  });
});
