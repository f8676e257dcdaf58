// Account form inputs (spec 1 §5 "Register step 1", "Activation code").
import { LIMITS } from '../limits';

/** Keeps digits only, at most 6 of them, so paste of 'Code: 123 456' gives '123456'. */
export function sanitiseOtpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, LIMITS.OTP_LENGTH);
}

/** The Verify button is enabled from 4 digits on. */
export function canSubmitOtp(code: string): boolean {
  return (
    /^\d+$/.test(code) && code.length >= LIMITS.OTP_VERIFY_MIN && code.length <= LIMITS.OTP_LENGTH
  );
}

/** The phone availability check runs only once the number has at least 10 characters. */
export function shouldCheckPhone(phone: string): boolean {
  return phone.trim().length >= LIMITS.PHONE_CHECK_MIN_LENGTH;
}
