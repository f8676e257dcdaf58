// The messages of the first load (issue 20): the sign-in and other signed-out screens, the
// access guard and the generic answers every screen may show. MESSAGES (messages.ts) holds them
// under the same paths; the web's first load imports these sections alone, so it does not carry
// every other screen's messages.
import { OTP_TTL_MS, PASSWORD_MIN } from './limits-first-load';

const network = 'Network error. Please check your internet connection and try again.';
const serverError = 'Server error. Please try again later or contact support.';
const unexpected = 'An unexpected error occurred. Please try again.';
const passwordRequired = 'Password is required';
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
const firstNameRequired = FIRST_NAME_REQUIRED;
const lastNameRequired = LAST_NAME_REQUIRED;
/** MESSAGES.profile.sessionExpired: an API call answered 401. */
export const SESSION_EXPIRED = 'Your session has expired. Please login again.';

export const LOGIN_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired,
  invalidCredentials: 'Invalid username or password. Please check your credentials.',
  invalidCredentialsRetry:
    'Invalid username or password. Please check your credentials and try again.',
  invalidData: 'Invalid login data. Please check your input.',
  serverError,
  failed: 'Login failed. Please try again.',
  network,
  networkPersistent: `${network} If the problem persists, contact support.`,
  unexpected,
  /** Ours: a deactivated or banned account. */
  accountInactive: 'This account is inactive. Please contact support.',
} as const;

export const FORGOT_PASSWORD_MESSAGES = {
  emailRequired: 'Please enter your email',
  sent: 'If the email exists, a reset link was sent. Check your inbox.',
  failed: 'Failed to send reset code',
} as const;

export const REGISTER_MESSAGES = {
  firstNameRequired,
  lastNameRequired,
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid Tanzanian phone number',
  phoneTaken: (phone: string) =>
    `Phone number ${phone} is already registered. Please use a different number.`,
  phoneCheckFailed: 'Failed to verify phone number. Please try again.',
  phoneAvailable: 'Phone number is available!',
  phoneFormatInvalid: 'Invalid phone number format. Please use a valid Tanzanian phone number.',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired,
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  termsRequired: 'You must accept the terms and conditions to continue',
  /** Ours: the spec requires a program without wording the message. */
  programRequired: 'Program is required',
  /** Ours: shown on the college while none is chosen (the program select is still disabled). */
  collegeRequired: 'College is required',
  selectCollegeFirst: 'Please select a college first',
  ptPhaseRequired: 'PT Phase is required',
  academicYearRequired: 'Academic year is required',
  areaOfFieldRequired: 'Area of field is required',
  conflict: 'Username or email already exists. Please choose different credentials.',
  invalidData: 'Invalid registration data. Please check your input.',
  emailTaken: 'Email already exists. Please use a different email.',
  usernameTaken: 'Username already exists. Please choose a different username.',
  wrongEmailReset: 'You can now register with a different email address.',
  /**
   * Ours: Wrong Email? could not give the account up (signed out, or offline), so its phone
   * number is held until the registration's code has expired (the server then frees it).
   */
  wrongEmailPhoneHeld: `Using the same phone number again? It may show as already registered for up to ${OTP_TTL_MS / 60_000} minutes; after that it is free.`,
  /** Ours: Wrong Email? releases only an account whose e-mail was never verified. */
  releaseVerified: 'This account is already verified; it cannot be released.',
  serverError,
  network,
} as const;

export const ACTIVATION_MESSAGES = {
  emailRequired: 'Email address is required.',
  codeRequired: 'Enter the verification code sent to your email.',
  failed: 'Verification failed. Please try again.',
  failedShort: 'Verification failed.',
  resendFailed: 'Failed to resend code. Please try again.',
  pending: 'Email verification is still pending.',
  success: 'Email verified successfully! Redirecting to dashboard...',
  resendSuccess: 'Verification email sent successfully! Please check your inbox.',
  /** Ours: wrong, expired or used-up code. */
  invalidCode: 'Invalid or expired verification code.',
} as const;

export const RESET_PASSWORD_MESSAGES = {
  invalidLink: 'Invalid or missing reset token. Please request a new link.',
  tooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  mismatch: 'Passwords do not match.',
  failed: 'Failed to reset password',
  success: 'Password reset successful. You can now log in.',
} as const;

export const ACCESS_MESSAGES = {
  staffOnly: 'Access denied. Staff privileges required.',
  /** Ours: API answer to an unverified e-mail on a protected route. */
  emailNotVerified: 'Please verify your email address first.',
} as const;

export const GENERIC_MESSAGES = {
  rateLimited: 'Rate limit exceeded. Please try again later.',
  invalidResponse: 'Invalid response received',
  somethingWentWrong: 'Something went wrong',
  pageNotFound: 'Page not found',
  network,
  serverError,
  unexpected,
  idleWarning: (minutes: number) =>
    `You'll be logged out in ${minutes} minute(s) due to inactivity.`,
  // Ours: API error details behind the stable error codes.
  validationFailed: 'Invalid input. Please check the highlighted fields.',
  invalidJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'This file type is not supported.',
  /** Ours: an upload with more fields or files than its form has (multipart limits). */
  uploadTooManyParts: 'This upload has more fields or files than the form accepts.',
  notFound: 'Not found.',
  unauthenticated: 'Authentication credentials were not provided or have expired.',
  forbidden: 'You do not have permission to perform this action.',
  conflict: 'This change conflicts with the current state. Please reload and try again.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again later.',
  fileStorageUnavailable: 'File storage is unavailable right now. Please try again later.',
  controlCharacters: 'Text cannot contain control characters.',
  /** Ours: a text field past its limit, where the field has no message of its own. */
  textTooLong: (max: number) => `Text cannot exceed ${max} characters`,
} as const;
