// Keyboard only, student side (issue 20; docs/accessibility.md): registration, a daily entry,
// the weekly report's main job, billing, the profile (personal, company and academic
// information edited and saved, the read-only contact fields reached), and the password change
// followed by a sign-in with the new password, with Tab, Shift+Tab, Enter, Space and the arrow
// keys, never a click. Every control reached shows a visible focus indicator; a dialog keeps
// focus inside and gives it back to the button that opened it; the phone dashboard's targets are
// 24 px or more. The staff screens are walked in keyboard-staff.spec.ts and
// keyboard-payments.spec.ts.
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, inject, it } from 'vitest';
import {
  apiSignIn,
  createVerifiedStudent,
  logWeekOneThroughApi,
  newStudent,
  signInThroughForm,
} from '../support/accounts';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support/browser';
import { checkDialogTrap, expectFocusOn, isFocused, tabTo, typeInto } from '../support/keyboard';
import { otpIn, waitForMail } from '../support/mailbox';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// A walk presses a key, and waits for the screen, a few hundred times: more than the suite's 60 s
// on a busy machine.
describe('keyboard only', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('registers a new account through the three steps and the e-mailed code', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = newStudent('keys');
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();

    await typeInto(page, page.getByLabel('First Name'), student.firstName);
    await typeInto(page, page.getByLabel('Last Name'), student.lastName);
    await typeInto(page, page.getByLabel('Phone Number', { exact: true }), student.phone);
    await page.getByText(MESSAGES.register.phoneAvailable).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await typeInto(page, page.getByLabel('Email'), student.email);
    await typeInto(page, page.getByLabel('Password', { exact: true }), student.password);
    await typeInto(page, page.getByLabel('Confirm Password', { exact: true }), student.password);
    // The terms open in a dialog that keeps the focus and gives it back.
    const terms = page.getByRole('button', { name: 'Terms and Conditions' });
    await tabTo(page, terms);
    await page.keyboard.press('Enter');
    await checkDialogTrap(page, page.getByRole('dialog', { name: 'Terms and Conditions' }), terms);
    // Back to the checkbox with Shift+Tab, ticked with Space.
    const agree = page.getByRole('checkbox');
    await tabTo(page, agree, { back: true });
    await page.keyboard.press('Space');
    expect(await agree.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Academic Info' }).waitFor();
    // Native selects: the arrow keys choose the first real option.
    for (const name of ['College', 'Program', 'PT Phase', 'Academic Year']) {
      const select = page.getByLabel(name, { exact: true });
      await tabTo(page, select);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => select.inputValue()).not.toBe('');
    }
    await typeInto(
      page,
      page.getByRole('combobox', { name: 'Area of Field (Company)' }),
      'Keyboard Works Ltd',
    );
    await typeInto(page, page.getByLabel('Region'), 'Dodoma');
    await screenshot(page, 'keyboard-register-focus');
    await tabTo(page, page.getByRole('button', { name: 'Complete Registration' }));
    await page.keyboard.press('Enter');

    await page.waitForURL('**/account-activation**');
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    const code = otpIn(await waitForMail(student.email));
    await typeInto(page, page.getByLabel('Verification Code'), code);
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.activation.success).waitFor();
    await page.waitForURL('**/dashboard');
  });

  it('writes a daily entry and the weekly main job, then reaches the payment step', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'keysdaily');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');

    // Daily log: Monday of week 1, chosen with the keyboard.
    const start = inject('placementStart');
    await page.goto('/daily-report?week=1');
    const [, month, day] = start.split('-').map(Number);
    const tile = page.getByRole('button', { name: `Mon ${day} ${MONTHS[month! - 1]}` });
    await tabTo(page, tile);
    await page.keyboard.press('Enter');
    await expect.poll(() => tile.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('heading', { name: new RegExp(`^Monday ${day} `) }).waitFor();
    await typeInto(page, page.getByRole('textbox', { name: 'Hours' }), '8');
    await typeInto(
      page,
      page.getByRole('textbox', { name: 'Description' }),
      'Replaced the contactor of the water pump starter and tested it.',
    );
    await tabTo(page, page.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.daily.saved).first().waitFor();
    await page.getByText('1 of 5').waitFor();

    // Weekly report of week 1: create it, then edit and save its main job.
    await page.goto('/weekly-report/1');
    await tabTo(page, page.getByRole('button', { name: 'Create Week 1 Report' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Week 1', exact: true }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Edit main job' }));
    await page.keyboard.press('Enter');
    await typeInto(page, page.getByLabel('Main job title'), 'Starter repair of a water pump');
    await typeInto(
      page,
      page.getByLabel('Main job description'),
      'Found a burnt contactor, replaced it and tested the starter.',
    );
    await tabTo(page, page.getByRole('button', { name: 'Save main job' }));
    await page.keyboard.press('Enter');
    await page.getByText('Main job saved.').first().waitFor();
    await page.getByText('Starter repair of a water pump').waitFor();

    // Billing: the token calculator, then the payment step and its dialog.
    await page.goto('/billing');
    await page.getByRole('heading', { name: 'Billing & Payment' }).waitFor();
    await typeInto(page, page.getByRole('textbox', { name: 'Amount to pay (TZS)' }), '5000');
    await page.getByTestId('calculated-tokens').getByText('1,500 tokens').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');
    await page.getByRole('list', { name: 'Payment numbers' }).waitFor();
    const paid = page.getByRole('button', { name: 'I have paid: submit transaction' });
    await tabTo(page, paid);
    await screenshot(page, 'keyboard-billing-focus');
    await page.keyboard.press('Enter');
    await checkDialogTrap(page, page.getByRole('dialog', { name: 'Submit Transaction' }), paid);
  });

  it('edits and saves the profile: personal and company information', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'keysprofile');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/profile');

    const personal = page.getByRole('region', { name: 'Personal information' });
    const editPersonal = personal.getByRole('button', { name: 'Edit personal information' });
    await tabTo(page, editPersonal);
    await page.keyboard.press('Enter');
    await typeInto(page, personal.getByLabel('Student ID'), '2023-04-11224');
    await typeInto(page, personal.getByLabel('Last name'), 'Mrema-Kweka');
    await tabTo(page, personal.getByRole('button', { name: 'Save personal information' }));
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.profile.updated).first().waitFor();
    await personal.getByText('Mrema-Kweka').waitFor();
    // The form is gone: the focus is back on its Edit button, not lost on the page.
    await expect.poll(() => isFocused(editPersonal)).toBe(true);

    const company = page.getByRole('region', { name: 'Company information' });
    await tabTo(page, company.getByRole('button', { name: 'Edit company information' }));
    await page.keyboard.press('Enter');
    await typeInto(page, company.getByLabel('Supervisor name'), 'Eng. Baraka Njau');
    await typeInto(
      page,
      company.getByLabel('Supervisor e-mail'),
      student.email.replace('@students.', '.boss@'),
    );
    await screenshot(page, 'keyboard-profile-focus');
    // Enter in a field sends the form, as Save does.
    await page.keyboard.press('Enter');
    await company.getByText('Eng. Baraka Njau').waitFor();
  });

  it('edits the academic information and reads the contact information after a reload', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'keysacademic');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/profile');

    // Registered as year 3, PT2: one ArrowDown in each select moves to year 4 and PT3.
    const academic = page.getByRole('region', { name: 'Academic information' });
    const editAcademic = academic.getByRole('button', { name: 'Edit academic information' });
    await tabTo(page, editAcademic);
    await page.keyboard.press('Enter');
    for (const [name, value] of [
      ['Year of study', '4'],
      ['PT phase', 'PT3'],
    ] as const) {
      const select = academic.getByLabel(name, { exact: true });
      await tabTo(page, select);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => select.inputValue()).toBe(value);
    }
    await typeInto(page, academic.getByLabel('Department'), 'Power Systems Engineering');
    await tabTo(page, academic.getByRole('button', { name: 'Save academic information' }));
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.profile.updated).first().waitFor();
    await expect.poll(() => isFocused(editAcademic)).toBe(true);

    // The contact details are fixed at registration: reachable and read, not editable.
    await page.reload();
    for (const text of ['Year 4', 'Practical Training 3', 'Power Systems Engineering']) {
      await academic.getByText(text, { exact: true }).waitFor();
    }
    const contact = page.getByRole('region', { name: 'Contact information' });
    for (const name of ['E-mail address', 'Phone number']) {
      const field = contact.getByRole('textbox', { name });
      await tabTo(page, field);
      const shown = await field.inputValue();
      await page.keyboard.type('x');
      expect(await field.inputValue()).toBe(shown);
    }
    expect(await contact.getByRole('textbox', { name: 'E-mail address' }).inputValue()).toBe(
      student.email,
    );
    // Shown in the international form: 07… is +2557….
    expect(await contact.getByRole('textbox', { name: 'Phone number' }).inputValue()).toBe(
      student.phone.replace(/^0/, '+255'),
    );
    await screenshot(page, 'keyboard-profile-academic-focus');
    const { headers } = await apiSignIn(page.request, student.email, student.password);
    const saved = await (await page.request.get('/api/auth/profile/', { headers })).json();
    expect(saved).toMatchObject({
      year_of_study: 4,
      pt_phase: 'PT3',
      department: 'Power Systems Engineering',
    });
  });

  it('changes the password, then signs in with the new one', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'keyspassword');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/settings');

    const card = page.getByRole('region', { name: 'Change Password' });
    const renewed = 'Kilimanjaro-2027';
    // Named without the required-field asterisk: roles, not label text.
    const current = card.getByRole('textbox', { name: 'Current password', exact: true });
    await typeInto(page, current, student.password);
    await typeInto(page, card.getByRole('textbox', { name: 'New password', exact: true }), renewed);
    await typeInto(
      page,
      card.getByRole('textbox', { name: 'Confirm password', exact: true }),
      renewed,
    );
    await tabTo(page, card.getByRole('button', { name: 'Change Password' }));
    await screenshot(page, 'keyboard-password-focus');
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.changePassword.success).first().waitFor();
    await expect.poll(() => current.inputValue()).toBe('');

    // Signed out, the sign-in form takes the new password (and the API refuses the old one).
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await typeInto(page, page.getByLabel('Username'), student.email);
    await typeInto(page, page.getByLabel('Password', { exact: true }), renewed);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    const old = await page.request.post('/api/auth/login/', {
      data: { username: student.email, password: student.password },
    });
    expect(old.status()).toBe(401);
  });

  it('keeps the focus on Sign In through a refused sign-in; Forgot password? gets it back', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await typeInto(page, page.getByLabel('Username'), 'nobody@students.example.tz');
    await typeInto(page, page.getByLabel('Password', { exact: true }), 'Not-the-password-1');
    // Busy while the API answers, the button keeps the focus (a disabled one drops it to the
    // page) and the refusal is announced.
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await tabTo(page, signIn);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Sign in failed' }).waitFor();
    await expectFocusOn(page, signIn);

    // The dialog's code loads when it is first asked for: its first close gives the focus back too.
    const forgot = page.getByRole('button', { name: 'Forgot password?' });
    await tabTo(page, forgot, { back: true });
    await page.keyboard.press('Enter');
    await checkDialogTrap(page, page.getByRole('dialog', { name: 'Reset Password' }), forgot);
  });

  it('keeps the focus on Export while the week downloads', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'keysexport');
    await logWeekOneThroughApi(page.request, student, [
      'Serviced the generator and changed the oil filters.',
    ]);
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/weekly-report/1');
    await page.getByRole('heading', { name: 'Week 1', exact: true }).waitFor();

    const exportButton = page.getByRole('button', { name: 'Export', exact: true });
    await tabTo(page, exportButton);
    await page.keyboard.press('Enter');
    const pdf = page.getByRole('menuitem', { name: 'PDF' });
    await pdf.waitFor();
    for (let presses = 0; !(await isFocused(pdf)); presses += 1) {
      if (presses >= 5) throw new Error('PDF not reached with the arrow keys');
      await page.keyboard.press('ArrowDown');
    }
    // The menu gives the focus back to Export as the download starts: it must stay there.
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(file.suggestedFilename()).toBe('weekly-report.pdf');
    await page.getByText(MESSAGES.export.downloaded('pdf')).first().waitFor();
    await expectFocusOn(page, exportButton);
  });

  it('gives every target on the phone dashboard at least 24 × 24 px (WCAG 2.5.8)', async () => {
    const page = await browser.newPage(PHONE);
    const student = await createVerifiedStudent(page.request, 'keystargets');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: /^Week 8:/ }).waitFor();
    const { checked, small } = await page.evaluate(() => {
      const selector =
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
      const shown = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
        (element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 || box.height > 0;
        },
      );
      const small = shown
        .filter((element) => {
          const box = element.getBoundingClientRect();
          // WCAG's inline exception: a link inside a sentence.
          const parent = element.parentElement;
          const inline =
            element.tagName === 'A' &&
            parent !== null &&
            (parent.textContent ?? '').trim() !== (element.textContent ?? '').trim();
          return !inline && (box.width < 24 || box.height < 24);
        })
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${Math.round(box.width)}×${Math.round(box.height)} ${element.outerHTML.slice(0, 120)}`;
        });
      return { checked: shown.length, small };
    });
    // The header, the roadmap's 8 weeks, quick actions, recent lists: well over a dozen targets.
    expect(checked).toBeGreaterThan(12);
    expect(small).toEqual([]);
  });
});
