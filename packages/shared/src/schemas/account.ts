// Answers of the account calls shared by server and web: login, settings, active sessions,
// companies (spec 1 §7 "Authentication", "Companies"; DESIGN §2).
import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { ZList } from './page';
import { ZUser } from './profile';
import { optionalText, personName, requiredText } from './text';

/** The server's pair of tokens for a session; the refresh token travels in an HttpOnly cookie. */
export const ZTokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TTokenPair = z.infer<typeof ZTokenPair>;

/**
 * What login, register, refresh and change-password answer: the access token, and the refresh
 * token only to a client that asks for it with the header REFRESH_IN_BODY_HEADER (a client
 * without cookies); browsers get it only as the HttpOnly cookie, out of JavaScript's reach.
 */
export const ZTokenAnswer = z.object({ access: z.string(), refresh: z.string().optional() });
export type TTokenAnswer = z.infer<typeof ZTokenAnswer>;
export const REFRESH_IN_BODY_HEADER = 'x-refresh-token-in-body';

/** POST /auth/login/ and /auth/register/. */
export const ZLoginAnswer = ZTokenAnswer.extend({ user: ZUser });
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

/** GET /auth/check-phone/. */
export const ZPhoneCheckAnswer = z.object({ available: z.boolean(), message: z.string() });
export type TPhoneCheckAnswer = z.infer<typeof ZPhoneCheckAnswer>;

/** `{detail}`: what most action calls answer. */
export const ZDetailAnswer = z.object({ detail: z.string() });
export type TDetailAnswer = z.infer<typeof ZDetailAnswer>;

/** GET/PUT /user/settings/: an account object; only the names can be changed here. */
export const ZSettings = z.object({
  account: z.object({
    username: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
});
export type TSettings = z.infer<typeof ZSettings>;

export const ZSettingsUpdateInput = z.object({
  account: z.object({
    first_name: personName(MESSAGES.profile.firstNameRequired),
    last_name: personName(MESSAGES.profile.lastNameRequired),
  }),
});
export type TSettingsUpdateInput = z.infer<typeof ZSettingsUpdateInput>;

/** One signed-in device (a live refresh-token family), GET /auth/sessions/. */
export const ZActiveSession = z.object({
  id: z.string(),
  /** A readable English label built from the device headers, e.g. "Chrome on Android". */
  device: z.string(),
  /** The browser the device headers name ("Chrome"), null when unknown. */
  browser: z.string().nullable(),
  /** The device's system ("Android"; else its X-Device-Platform), null when unknown. */
  os: z.string().nullable(),
  platform: z.string(),
  timezone: z.string(),
  ip: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session of the device asking. */
  current: z.boolean(),
});
export type TActiveSession = z.infer<typeof ZActiveSession>;
export const ZActiveSessionList = z.object({ results: z.array(ZActiveSession) });

/** POST /auth/sessions/logout-others/: MESSAGES.account.otherDevicesLoggedOut and how many ended. */
export const ZLogoutOthersAnswer = ZDetailAnswer.extend({ revoked: z.number().int() });
export type TLogoutOthersAnswer = z.infer<typeof ZLogoutOthersAnswer>;

/** POST /auth/verify-email-otp/. */
export const ZVerifyEmailAnswer = z.object({
  email_verified: z.boolean(),
  detail: z.string(),
  /** Only for purpose password_reset: a reset link's uid and token, for password-reset-confirm. */
  uid: z.string().optional(),
  token: z.string().optional(),
});
export type TVerifyEmailAnswer = z.infer<typeof ZVerifyEmailAnswer>;

export const ZCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  region: z.string().nullable(),
});
export type TCompany = z.infer<typeof ZCompany>;

export const ZCompanyInput = z.object({
  name: requiredText(MESSAGES.register.areaOfFieldRequired, LIMITS.COMPANY_NAME_MAX),
  region: optionalText(),
});
export type TCompanyInput = z.infer<typeof ZCompanyInput>;

export const ZCompanyList = ZList(ZCompany);
export type TCompanyList = z.infer<typeof ZCompanyList>;
