// Pure pieces of the activation screen (spec 1 §2 /account-activation, §5 Activation code).
import { LIMITS } from '@ptlog/shared';

export const SUPPORT_EMAIL = 'support@ptlogbook.app';

/** Digits only, at most 6: anything else typed or pasted is dropped. */
export function sanitizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, LIMITS.OTP_LENGTH);
}

/** Verify is enabled from 4 digits on. */
export function canVerify(code: string): boolean {
  return code.length >= LIMITS.OTP_VERIFY_MIN && /^\d+$/.test(code);
}

/** The e-mail being verified: the query's, else the signed-in account's. */
export function activationEmail(...candidates: Array<string | null | undefined>): string {
  for (const candidate of candidates) {
    const email = candidate?.trim();
    if (email) return email;
  }
  return '';
}

/** Signed-out users sign in after verifying, with the e-mail pre-filled. */
export function loginAfterActivationPath(email: string): string {
  const query = new URLSearchParams({ activated: '1' });
  if (email) query.set('email', email);
  return `/login?${query.toString()}`;
}

export const WRONG_EMAIL_PATH = '/register?wrongEmail=1';

/**
 * Wrong Email? that could not give the account up (signed out, or offline): its phone number
 * stays held until the registration's code expires, and the registration screen says so.
 */
export const WRONG_EMAIL_PHONE_HELD_PATH = `${WRONG_EMAIL_PATH}&phoneHeld=1`;

export function needHelpHref(email: string): string {
  const subject = encodeURIComponent('Help with e-mail verification');
  const body = encodeURIComponent(email ? `My account e-mail: ${email}\n\n` : '');
  return `mailto:${SUPPORT_EMAIL}?subject=${subject}&body=${body}`;
}
