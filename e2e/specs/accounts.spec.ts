import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { createVerifiedStudent, newStudent, signInThroughForm } from '../support/accounts';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support/browser';
import { otpIn, resetLinkIn, waitForMail } from '../support/mailbox';

describe('accounts', () => {
  const browser = useBrowser();

  it('registers through all three steps, verifies the mailed code, logs out and in', async () => {
    const page = await browser.newPage(PHONE);
    // A classmate already registered at TANESCO Ubungo: the wizard suggests that company.
    await createVerifiedStudent(page.request, 'classmate');
    const student = newStudent('wizard');
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();

    // Step 1: the real validation messages, then the phone check.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(MESSAGES.register.firstNameRequired).waitFor();
    await page.getByText(MESSAGES.register.phoneRequired).waitFor();
    await page.getByLabel('First Name').fill(student.firstName);
    await page.getByLabel('Last Name').fill(student.lastName);
    await page.getByLabel('Phone Number', { exact: true }).fill('0012345678');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(MESSAGES.register.phoneInvalid).first().waitFor();
    await page.getByLabel('Phone Number', { exact: true }).fill(student.phone);
    await page.getByText(MESSAGES.register.phoneAvailable).waitFor();
    await screenshot(page, 'register-step1-phone');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: e-mail, password rules, terms.
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password', { exact: true }).fill('different');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(MESSAGES.register.emailInvalid).waitFor();
    await page.getByText(MESSAGES.register.passwordTooShort).waitFor();
    await page.getByText(MESSAGES.register.termsRequired).waitFor();
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(`${student.password}x`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(MESSAGES.register.passwordsMismatch).waitFor();
    await page.getByLabel('Confirm Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Terms and Conditions' }).click();
    await page.getByRole('dialog', { name: 'Terms and Conditions' }).waitFor();
    await page.getByRole('button', { name: 'I Agree' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: academic info.
    await page.getByRole('heading', { name: 'Academic Info' }).waitFor();
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.getByText(MESSAGES.register.ptPhaseRequired).waitFor();
    await page.getByText(MESSAGES.register.areaOfFieldRequired).waitFor();
    await page.getByLabel('College').selectOption('CoICT');
    await page.getByLabel('Program').selectOption('COMPUTER');
    expect(await page.getByLabel('Department').inputValue()).toBe('Computer Science Department');
    await page.getByLabel('PT Phase').selectOption('PT1');
    await page.getByLabel('Academic Year').selectOption('2');
    await page.getByRole('combobox', { name: 'Area of Field (Company)' }).fill('tanesco');
    await page.getByRole('option', { name: 'TANESCO Ubungo' }).click();
    expect(await page.getByRole('combobox', { name: 'Area of Field (Company)' }).inputValue()).toBe(
      'TANESCO Ubungo',
    );
    await page.getByLabel('Region').fill('Dar es Salaam');
    await screenshot(page, 'register-step3');
    await page.getByRole('button', { name: 'Complete Registration' }).click();

    // Activation with the code from the real SMTP server.
    await page.waitForURL('**/account-activation**');
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    const code = otpIn(await waitForMail(student.email));
    await page.getByLabel('Verification Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.getByText(MESSAGES.activation.invalidCode).waitFor();
    await page.getByLabel('Verification Code').fill(code);
    await screenshot(page, 'activation');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.getByText(MESSAGES.activation.success).waitFor();
    await page.waitForURL('**/dashboard');

    // Log out (phone: through the drawer) and back in, with a wrong password first.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await signInThroughForm(page, student.email, 'Wrong-password-9');
    await page.getByText(MESSAGES.login.invalidCredentials).waitFor();
    await screenshot(page, 'login-wrong-password');
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'reset');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Email').fill(student.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await dialog.getByText(MESSAGES.forgotPassword.sent).waitFor();

    const link = resetLinkIn(await waitForMail(student.email, 2));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Set a New Password' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('Manyara-Lake-44');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Manyara-Lake-44');
    await screenshot(page, 'reset-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login**');

    await signInThroughForm(page, student.email, student.password);
    await page.getByText(MESSAGES.login.invalidCredentials).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('Manyara-Lake-44');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('edits the profile, uploads a picture and changes the password', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'profile');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');

    await page.goto('/profile');
    const personal = page.getByRole('region', { name: 'Personal information' });
    await personal.getByRole('button', { name: 'Edit personal information' }).click();
    await personal.getByLabel('Student ID').fill('2023-04-11223');
    await personal.getByLabel('Last name').fill("Mrema-O'Neil");
    await personal.getByRole('button', { name: 'Save personal information' }).click();
    await page.getByText(MESSAGES.profile.updated).first().waitFor();
    await personal.getByText("Mrema-O'Neil").waitFor();

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByLabel('Profile picture file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Remove picture' }).waitFor();
    const avatarSrc = await page
      .locator('img[src*="/api/uploads/profile-pictures/"]')
      .first()
      .getAttribute('src');
    expect(avatarSrc).toMatch(/\.png$/);
    await screenshot(page, 'profile-desktop');

    await page.goto('/settings');
    await page
      .getByRole('textbox', { name: 'Current password', exact: true })
      .fill(student.password);
    await page
      .getByRole('textbox', { name: 'New password', exact: true })
      .fill('Tarangire-Park-31');
    await page
      .getByRole('textbox', { name: 'Confirm password', exact: true })
      .fill('Tarangire-Park-31');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(MESSAGES.changePassword.success).first().waitFor();
    await screenshot(page, 'settings-desktop');

    // This device stays signed in; the new password works, the old one does not.
    await page.reload();
    await page.getByRole('textbox', { name: 'Current password', exact: true }).waitFor();
    const oldLogin = await page.request.post('/api/auth/login/', {
      data: { username: student.email, password: student.password },
    });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await page.request.post('/api/auth/login/', {
      data: { username: student.email, password: 'Tarangire-Park-31' },
    });
    expect(newLogin.status()).toBe(200);
  });

  it('shows profile and settings on a phone without sideways scrolling', async () => {
    const page = await browser.newPage(PHONE);
    const student = await createVerifiedStudent(page.request, 'phone');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    for (const path of ['/profile', '/settings']) {
      await page.goto(path);
      await page
        .getByRole('button', { name: /Edit personal information|Save Settings/ })
        .first()
        .waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `${path.slice(1)}-phone`);
    }
  });
});
