// The signed-out account calls (docs/api/accounts.md): query keys, calls and hooks. All public: no
// token, no device headers.

import { useDebouncedValue } from '@mantine/hooks';
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { currentLanguage } from '../../i18n/i18n';
import { api } from '../../lib/api';
import {
  phoneCheckFromAnswer,
  phoneCheckFromError,
  shouldCheckPhone,
  type TPhoneCheck,
  type TRegisterPayload,
} from './register-wizard';
import { resetConfirmBody, type TResetLink } from './reset-link';

export const authKeys = {
  all: ['auth'] as const,
  checkPhone: (phone: string) => ['auth', 'check-phone', phone] as const,
  companySearch: (query: string) => ['auth', 'company-search', query] as const,
};

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

const PHONE_CHECK_DEBOUNCE_MS = 400;
const PHONE_CHECK_STALE_MS = 60_000;

/**
 * Never rejects: a failed check is itself an answer (spec 1 §5 Register step 1). No abort signal:
 * a cancelled call must not be cached as 'could not check, so available'.
 */
async function checkPhone(phone: string): Promise<TPhoneCheck> {
  try {
    return phoneCheckFromAnswer(await authApi.checkPhone(phone), phone);
  } catch (error) {
    return phoneCheckFromError(error);
  }
}

/**
 * Checks the phone's availability while the student types (debounced, from 10 characters on).
 * `result` belongs to the phone as typed now; `ensure` answers for it at once (for Next).
 */
export function usePhoneCheck(phoneInput: string) {
  const queryClient = useQueryClient();
  const phone = phoneInput.trim();
  const [debounced] = useDebouncedValue(phone, PHONE_CHECK_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: authKeys.checkPhone(debounced),
    queryFn: () => checkPhone(debounced),
    enabled: shouldCheckPhone(debounced),
    staleTime: PHONE_CHECK_STALE_MS,
    retry: false,
  });
  const settled = debounced === phone && shouldCheckPhone(phone);
  const result = settled ? query.data : undefined;
  const checking = shouldCheckPhone(phone) && (!settled || query.isFetching);

  const ensure = useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: authKeys.checkPhone(phone),
        queryFn: () => checkPhone(phone),
        staleTime: PHONE_CHECK_STALE_MS,
        retry: false,
      }),
    [queryClient, phone],
  );

  return { result, checking, ensure };
}

const COMPANY_SEARCH_DEBOUNCE_MS = 300;
const COMPANY_SEARCH_MIN_QUERY = 2;

/**
 * Names of companies other students already use, for the Area of Field suggestions (debounced,
 * from 2 characters on). A help only: a failed search leaves the list empty.
 */
export function useCompanySuggestions(value: string): string[] {
  const [query] = useDebouncedValue(value.trim(), COMPANY_SEARCH_DEBOUNCE_MS);
  const suggestions = useQuery({
    queryKey: authKeys.companySearch(query),
    queryFn: ({ signal }) => authApi.searchCompanies(query, signal),
    enabled: query.length >= COMPANY_SEARCH_MIN_QUERY,
    staleTime: 60_000,
    retry: false,
  });
  return [...new Set((suggestions.data?.results ?? []).map((company) => company.name))];
}
