import { MESSAGES } from '@ptlog/shared';
import { useCallback, useEffect } from 'react';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/SessionProvider';
import { authExpiryDecision } from './auth-expiry';

// One logout for the whole app, however many billing calls answer 401 at the same moment.
let loggingOut = false;

/** Ends the session when a billing, balance or transaction call answered 401 (spec 2 §4). */
export function useAuthExpiryHandler(): (error: unknown) => void {
  const { logout } = useSession();
  return useCallback(
    (error: unknown) => {
      if (authExpiryDecision(error, loggingOut) !== 'logout') return;
      loggingOut = true;
      notify.error(MESSAGES.billing.authExpired);
      void logout().finally(() => {
        loggingOut = false;
      });
    },
    [logout],
  );
}

/** For queries: watches the query's error. Mutations call the handler from `onError`. */
export function useLogoutOnAuthExpiry(error: unknown): void {
  const handle = useAuthExpiryHandler();
  useEffect(() => {
    if (error) handle(error);
  }, [error, handle]);
}
