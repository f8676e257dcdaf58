// The registration wizard's query keys and hooks. The calls themselves (api.ts, with the zod
// schemas their answers are parsed with) load when the first one is made: the sign-up screen
// paints without them, and they arrive while the student types (RegisterPage prefetches them).
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { phoneCheckFromAnswer, phoneCheckFromError, shouldCheckPhone } from './register-form';

export const authKeys = {
  all: ['auth'] as const,
  checkPhone: (phone: string) => ['auth', 'check-phone', phone] as const,
  companySearch: (query: string) => ['auth', 'company-search', query] as const,
};

/** The account calls, loaded once. */
export const loadAuthApi = () => import('./api');

const PHONE_CHECK_DEBOUNCE_MS = 400;
const PHONE_CHECK_STALE_MS = 60_000;

/**
 * Never rejects: a failed check is itself an answer (spec 1 §5 Register step 1), and so is a
 * failed download of the calls (as a network failure: not confirmed, but not blocking). No abort
 * signal: a cancelled call must not be cached as 'could not check, so available'.
 */
async function checkPhone(phone: string) {
  try {
    const { authApi } = await loadAuthApi();
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
    queryFn: async ({ signal }) => (await loadAuthApi()).authApi.searchCompanies(query, signal),
    enabled: query.length >= COMPANY_SEARCH_MIN_QUERY,
    staleTime: 60_000,
    retry: false,
  });
  return [...new Set((suggestions.data?.results ?? []).map((company) => company.name))];
}
