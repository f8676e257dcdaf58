// The signed-out account calls (docs/api/accounts.md). All public: no token, no device headers.
// The registration wizard's query keys and hooks are in register-api.ts, which loads these calls
// (and the zod schemas they parse with) only when it first makes one.

import {
  type TCompanyList,
  type TDetailAnswer,
  type TForgotPasswordInput,
  type TLoginAnswer,
  type TPhoneCheckAnswer,
  type TVerifyEmailAnswer,
  ZCompanyList,
  ZDetailAnswer,
  ZLoginAnswer,
  ZPhoneCheckAnswer,
  ZVerifyEmailAnswer,
} from '@ptlog/shared';
import type { z } from 'zod';
import { currentLanguage } from '../../i18n/i18n';
import { api } from '../../lib/api';
import type { TRegisterPayload } from './register-wizard';
import { resetConfirmBody, type TResetLink } from './reset-link';

const PUBLIC = { auth: 'public' } as const;

/** zod's parse is a prototype method: it must be called on its schema, not passed on. */
const parseWith =
  <T>(schema: z.ZodType<T>) =>
  (value: unknown): T =>
    schema.parse(value);

export const authApi = {
  forgotPassword: (input: TForgotPasswordInput) =>
    api.post<TDetailAnswer>('/auth/password-reset/', input, {
      ...PUBLIC,
      parse: parseWith(ZDetailAnswer),
    }),

  checkPhone: (phone: string) =>
    api.get<TPhoneCheckAnswer>('/auth/check-phone/', {
      ...PUBLIC,
      query: { phone_number: phone },
      parse: parseWith(ZPhoneCheckAnswer),
    }),

  /** Existing companies for the Area of Field suggestions (public: names and regions only). */
  searchCompanies: (query: string, signal?: AbortSignal) =>
    api.get<TCompanyList>('/companies/search/', {
      ...PUBLIC,
      query: { q: query },
      signal,
      parse: parseWith(ZCompanyList),
    }),

  // The account starts in the language the student registered in, so the code's e-mail is in it.
  register: (payload: TRegisterPayload) =>
    api.post<TLoginAnswer>(
      '/auth/register/',
      { ...payload, language: currentLanguage() },
      {
        ...PUBLIC,
        parse: parseWith(ZLoginAnswer),
      },
    ),

  verifyEmail: (email: string, code: string) =>
    api.post<TVerifyEmailAnswer>(
      '/auth/verify-email-otp/',
      { email, code, purpose: 'register' },
      { ...PUBLIC, parse: parseWith(ZVerifyEmailAnswer) },
    ),

  resendVerification: (email: string) =>
    api.post<TDetailAnswer>(
      '/auth/resend-verification/',
      { email },
      { ...PUBLIC, parse: parseWith(ZDetailAnswer) },
    ),

  /** Wrong Email?: erases the signed-in, never-verified account so its phone can register again. */
  releaseRegistration: () =>
    api.post<TDetailAnswer>('/auth/release-registration/', {}, { parse: parseWith(ZDetailAnswer) }),

  /** Form-encoded, as the spec's client sent it (the server also takes JSON). */
  resetPassword: (link: TResetLink, password: string) =>
    api.post<TDetailAnswer>('/auth/password-reset-confirm/', resetConfirmBody(link, password), {
      ...PUBLIC,
      parse: parseWith(ZDetailAnswer),
    }),
};
