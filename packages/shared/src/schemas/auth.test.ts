import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../messages';
import {
  STAFF_PASSWORD_MIN,
  STAFF_PASSWORD_MIN_DISTINCT,
  staffPasswordField,
  staffPasswordProblems,
  ZChangePasswordForm,
  ZChangePasswordInput,
  ZForgotPasswordInput,
  ZLoginInput,
  ZResetPasswordForm,
  ZSendEmailOtpInput,
  ZVerifyEmailOtpInput,
} from './auth';

function fieldErrors(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('ZLoginInput', () => {
  it('requires username and password', () => {
    expect(fieldErrors(ZLoginInput, { username: ' ', password: '' })).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
    expect(fieldErrors(ZLoginInput, {})).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });

  it('trims the username but never the password', () => {
    expect(ZLoginInput.parse({ username: ' amina@x.tz ', password: ' pw ' })).toEqual({
      username: 'amina@x.tz',
      password: ' pw ',
    });
  });
});

describe('ZForgotPasswordInput', () => {
  it('asks for the e-mail with the spec wording', () => {
    expect(fieldErrors(ZForgotPasswordInput, { email: '' })).toEqual({
      email: ['Please enter your email'],
    });
    expect(fieldErrors(ZForgotPasswordInput, { email: 'nope' })).toEqual({
      email: ['Invalid email address'],
    });
  });

  it('lower-cases the address and ignores a frontend_url', () => {
    expect(
      ZForgotPasswordInput.parse({ email: ' Amina@Example.COM ', frontend_url: 'https://evil' }),
    ).toEqual({ email: 'amina@example.com' });
  });
});

describe('e-mail OTP', () => {
  it('defaults the purpose to register', () => {
    expect(ZSendEmailOtpInput.parse({ email: 'a@b.tz' })).toEqual({
      email: 'a@b.tz',
      purpose: 'register',
    });
  });

  it('needs an e-mail and a code of digits', () => {
    expect(fieldErrors(ZVerifyEmailOtpInput, { email: '', code: '12ab' })).toEqual({
      email: ['Email address is required.'],
      code: ['Enter the verification code sent to your email.'],
    });
    expect(ZVerifyEmailOtpInput.parse({ email: 'a@b.tz', code: ' 123456 ' }).code).toBe('123456');
    expect(fieldErrors(ZVerifyEmailOtpInput, { email: 'a@b.tz', code: '1234567' })).toHaveProperty(
      'code',
    );
  });
});

describe('change password', () => {
  it('checks length and the current password', () => {
    expect(
      fieldErrors(ZChangePasswordInput, { current_password: '', new_password: 'short' }),
    ).toEqual({
      current_password: ['Current password is required'],
      new_password: ['Password must be at least 8 characters long!'],
    });
  });

  it('requires the confirmation to match', () => {
    const form = {
      current_password: 'old-secret',
      new_password: 'new-secret',
      confirm_password: 'other',
    };
    expect(fieldErrors(ZChangePasswordForm, form)).toEqual({
      confirm_password: ['New passwords do not match!'],
    });
    expect(ZChangePasswordForm.safeParse({ ...form, confirm_password: 'new-secret' }).success).toBe(
      true,
    );
  });
});

describe('reset password', () => {
  const valid = {
    uid: 'MQ',
    token: 'abc-123',
    password: 'longenough',
    password_confirm: 'longenough',
  };

  it('accepts a complete form', () => {
    expect(ZResetPasswordForm.safeParse(valid).success).toBe(true);
  });

  it('rejects a missing uid or token with the link message', () => {
    expect(fieldErrors(ZResetPasswordForm, { ...valid, uid: '', token: undefined })).toEqual({
      uid: ['Invalid or missing reset token. Please request a new link.'],
      token: ['Invalid or missing reset token. Please request a new link.'],
    });
  });

  it('checks length and match with the spec wording', () => {
    expect(
      fieldErrors(ZResetPasswordForm, { ...valid, password: 'short', password_confirm: 'short' }),
    ).toEqual({
      password: ['Password must be at least 8 characters.'],
    });
    expect(fieldErrors(ZResetPasswordForm, { ...valid, password_confirm: 'longenougH' })).toEqual({
      password_confirm: ['Passwords do not match.'],
    });
  });
});

describe('the staff password rule', () => {
  it.each([
    ['short', [MESSAGES.staffPassword.tooShort]],
    ['Eight-ch', [MESSAGES.staffPassword.tooShort]],
    ['        ', [MESSAGES.staffPassword.tooShort, MESSAGES.staffPassword.onlySpaces]],
    [' '.repeat(12), [MESSAGES.staffPassword.onlySpaces]],
    ['aaaaaaaaaaaa', [MESSAGES.staffPassword.tooFewDistinct]],
    ['abababab12', [MESSAGES.staffPassword.tooFewDistinct]],
    // Characters are code points: four emoji are four, not eight.
    ['🦁🦁🦒🦒🐘🐘', [MESSAGES.staffPassword.tooShort]],
    ['', []],
    ['Long-enough-1', []],
    [' spaces are fine 2 ', []],
    ['kilimanjaro', []],
  ])('%j breaks %j', (password, problems) => {
    expect(staffPasswordProblems(password)).toEqual(problems);
  });

  it('words the numbers it checks', () => {
    expect(MESSAGES.staffPassword.tooShort).toContain(`${STAFF_PASSWORD_MIN} characters`);
    expect(MESSAGES.staffPassword.tooFewDistinct).toContain(
      `${STAFF_PASSWORD_MIN_DISTINCT} different`,
    );
  });

  it('as a field: required, then the staff rule', () => {
    const field = staffPasswordField('a password is required');
    expect(field.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      'a password is required',
    ]);
    expect(field.safeParse('aaaaaaaaaaaa').error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGES.staffPassword.tooFewDistinct,
    ]);
    expect(field.safeParse('Long-enough-1').success).toBe(true);
  });
});
