// Sign-in, e-mail verification and password forms (spec 1 §5, §7 "Authentication").
import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { passwordField, requiredText } from './text';

export const ZLoginInput = z.object({
  username: requiredText(MESSAGES.login.usernameRequired),
  password: z
    .string({ error: MESSAGES.login.passwordRequired })
    .min(1, MESSAGES.login.passwordRequired),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

/** Lower-cased so that the e-mail (which is also the username) is unique regardless of case. */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage)
    .toLowerCase()
    .pipe(z.email({ error: invalidMessage }));
}

/** POST /auth/password-reset/. A client's frontend_url is ignored (DESIGN §2). */
export const ZForgotPasswordInput = z.object({
  email: emailField(MESSAGES.forgotPassword.emailRequired, MESSAGES.register.emailInvalid),
});
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

export const OTP_PURPOSES = ['register', 'password_reset'] as const;

export const ZSendEmailOtpInput = z.object({
  email: emailField(MESSAGES.activation.emailRequired, MESSAGES.register.emailInvalid),
  purpose: z.enum(OTP_PURPOSES).default('register'),
});
export type TSendEmailOtpInput = z.infer<typeof ZSendEmailOtpInput>;

export const ZVerifyEmailOtpInput = z.object({
  email: emailField(MESSAGES.activation.emailRequired, MESSAGES.register.emailInvalid),
  code: z
    .string({ error: MESSAGES.activation.codeRequired })
    .trim()
    .regex(
      new RegExp(`^\\d{${LIMITS.OTP_VERIFY_MIN},${LIMITS.OTP_LENGTH}}$`),
      MESSAGES.activation.codeRequired,
    ),
  purpose: z.enum(OTP_PURPOSES).default('register'),
});
export type TVerifyEmailOtpInput = z.infer<typeof ZVerifyEmailOtpInput>;

/**
 * A staff account can verify payments and read every student's log book, so its password rule is
 * stricter than a student's (spec: at least 8 characters): at least 10 characters, not only
 * spaces, and at least 5 different characters ('aaaaaaaaaa', 'abababab12' are refused).
 * create-staff applies it, and so do change password and the reset link for a staff account.
 */
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MIN_DISTINCT = 5;

/**
 * What a password breaks of the staff rule (MESSAGES.staffPassword), none when it keeps it. An
 * empty password is left to the field's "required" message. Characters are counted as code points.
 */
export function staffPasswordProblems(password: string): string[] {
  if (password === '') return [];
  const problems: string[] = [];
  const characters = [...password];
  if (characters.length < STAFF_PASSWORD_MIN) problems.push(MESSAGES.staffPassword.tooShort);
  if (password.trim() === '') {
    problems.push(MESSAGES.staffPassword.onlySpaces);
  } else if (
    characters.length >= STAFF_PASSWORD_MIN &&
    new Set(characters).size < STAFF_PASSWORD_MIN_DISTINCT
  ) {
    problems.push(MESSAGES.staffPassword.tooFewDistinct);
  }
  return problems;
}

/** A password field held to the staff rule (create-staff's password). */
export function staffPasswordField(requiredMessage: string) {
  return passwordField(requiredMessage, MESSAGES.staffPassword.tooShort).superRefine(
    (password, context) => {
      for (const message of staffPasswordProblems(password)) {
        context.addIssue({ code: 'custom', message });
      }
    },
  );
}

/** POST /user/change-password/ body. */
export const ZChangePasswordInput = z.object({
  current_password: z
    .string({ error: MESSAGES.changePassword.currentRequired })
    .min(1, MESSAGES.changePassword.currentRequired),
  new_password: passwordField(MESSAGES.changePassword.tooShort, MESSAGES.changePassword.tooShort),
});
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

/** The settings form: the API body plus the confirmation, which must match. */
export const ZChangePasswordForm = ZChangePasswordInput.extend({
  confirm_password: z.string({ error: MESSAGES.changePassword.mismatch }),
}).refine((form) => form.new_password === form.confirm_password, {
  error: MESSAGES.changePassword.mismatch,
  path: ['confirm_password'],
});
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** POST /auth/password-reset-confirm/ body (uid and token come from the e-mailed link). */
export const ZResetPasswordInput = z.object({
  uid: requiredText(MESSAGES.resetPassword.invalidLink),
  token: requiredText(MESSAGES.resetPassword.invalidLink),
  password: passwordField(MESSAGES.resetPassword.tooShort, MESSAGES.resetPassword.tooShort),
});
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

/** The 'Set a New Password' form. */
export const ZResetPasswordForm = ZResetPasswordInput.extend({
  password_confirm: z.string({ error: MESSAGES.resetPassword.mismatch }),
}).refine((form) => form.password === form.password_confirm, {
  error: MESSAGES.resetPassword.mismatch,
  path: ['password_confirm'],
});
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;
