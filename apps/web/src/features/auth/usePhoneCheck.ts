import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authApi } from './api';
import {
  phoneCheckFromAnswer,
  phoneCheckFromError,
  shouldCheckPhone,
  type TPhoneCheck,
} from './register-wizard';

const PHONE_CHECK_DEBOUNCE_MS = 400;
const PHONE_CHECK_STALE_MS = 60_000;

const phoneCheckKey = (phone: string) => ['auth', 'check-phone', phone] as const;

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
    queryKey: phoneCheckKey(debounced),
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
        queryKey: phoneCheckKey(phone),
        queryFn: () => checkPhone(phone),
        staleTime: PHONE_CHECK_STALE_MS,
        retry: false,
      }),
    [queryClient, phone],
  );

  return { result, checking, ensure };
}
