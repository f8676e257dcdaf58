import type { TLanguage, TProfile, TUser } from '@ptlog/shared';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { currentLanguage, i18n, languageChosenThisVisit, switchLanguage } from '../../i18n/i18n';
import { isApiError } from '../../lib/api';
import { forgetEarly } from '../../lib/early-data';
import { isSessionStale } from '../../lib/live-session';
import { offlineOutbox } from '../../lib/offline-outbox';
import { type SessionTokens, storedSession } from '../../lib/session';
import '../i18n';
import { notify } from '../notify';
import { clearQueryCache } from '../query-registry';
import { arrivedFirstProfile, splitProfileAnswer, takeFirstProfile } from './first-profile';
import { idleUsername } from './idle-username';
import { sessionApi } from './session-api';
import { useIdleLogout } from './useIdleLogout';

export type TSessionStatus = 'loading' | 'signed-out' | 'signed-in';

export interface SessionValue {
  status: TSessionStatus;
  user: TUser | null;
  profile: TProfile | null;
  /** After login: keeps the tokens and user, then loads the profile. */
  signIn: (tokens: SessionTokens, user: TUser) => Promise<void>;
  /** Ends the session here and on the server (a failed server call is ignored), then /login. */
  logout: () => Promise<void>;
  /** Reloads the profile, e.g. after the e-mail was verified or the profile edited. */
  refreshProfile: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

interface SessionProviderProps {
  children: ReactNode;
  /** Called after logout; the app sends the user to /login unless already there. */
  onLoggedOut?: () => void;
}

/**
 * At sign-in the account's language wins, unless the reader picked one on the sign-in screen in
 * this visit, or one this account chose here has not reached the account yet (offline): then the
 * account takes that one, so the next e-mail is in it too.
 */
async function settleLanguage(savedLanguage: TLanguage) {
  // Loaded apart: the sign-in screen's first load does without it (issue 20).
  const { accountLanguage } = await import('./account-language');
  if (languageChosenThisVisit()) {
    await accountLanguage.choose(currentLanguage());
    return;
  }
  const waiting = accountLanguage.waiting();
  const language = waiting ?? savedLanguage;
  if (language !== currentLanguage()) await switchLanguage(language, 'from-account');
  if (waiting !== null) await accountLanguage.send();
}

export function SessionProvider({ children, onLoggedOut }: SessionProviderProps) {
  // The entry's first profile call, when it answered before this first render: the shell and
  // screen render in the first commit, without the loader (first-profile.ts). The mount's
  // refreshProfile takes the same answer, so its updates change nothing.
  const [first] = useState(arrivedFirstProfile);
  const [status, setStatus] = useState<TSessionStatus>(first ? 'signed-in' : 'loading');
  const [user, setUser] = useState<TUser | null>(first?.user ?? null);
  const [profile, setProfile] = useState<TProfile | null>(first?.profile ?? null);

  const endSession = useCallback(() => {
    storedSession.clear();
    setUser(null);
    setProfile(null);
    setStatus('signed-out');
    clearQueryCache();
    forgetEarly();
    // Its answer belongs to the session that ended: the next sign-in asks again.
    void takeFirstProfile()?.catch(() => undefined);
  }, []);

  // The api client already refreshes an expired token and retries a 401 once. A profile call
  // that still answers 401/403 means the session is over; any other failure (offline, a passing
  // server error) keeps the last profile seen, so a student is not signed out by a bad moment.
  const refreshProfile = useCallback(async () => {
    try {
      const { user: loadedUser, profile: loaded } = await (takeFirstProfile() ??
        sessionApi.profile().then(splitProfileAnswer));
      storedSession.saveProfile(loaded);
      storedSession.saveUser(loadedUser);
      // Signing in renders the whole shell and its screen: as a transition React renders it in
      // slices between which the phone stays responsive, not as one long task (issue 20).
      startTransition(() => {
        setProfile(loaded);
        setUser(loadedUser);
        setStatus('signed-in');
      });
    } catch (error) {
      // The account saved beside the profile comes with it: signed in without it, a staff
      // screen could not tell staff from students (StaffOnly).
      const [cached, cachedUser] = await Promise.all([
        storedSession.readProfile(),
        storedSession.readUser(),
      ]);
      const sessionOver = isApiError(error) && (error.status === 401 || error.status === 403);
      if (!sessionOver && cached) {
        setUser((current) => current ?? cachedUser);
        setProfile(cached);
        setStatus('signed-in');
        return;
      }
      endSession();
    }
  }, [endSession]);

  useEffect(() => {
    const now = Date.now();
    const restoring =
      storedSession.readAccessToken() !== null &&
      !isSessionStale(storedSession.readLastActivity(), now);
    offlineOutbox.settleUnowned(restoring);
    if (!restoring) {
      endSession();
      return;
    }
    // The user saved at sign-in says where '/' leads while the profile call, started at once
    // beside it (reading it loads the schemas), brings the confirmed one.
    void storedSession
      .readUser()
      // A session that ended meanwhile (its token gone) keeps no user.
      .then((saved) =>
        setUser((current) => current ?? (storedSession.readAccessToken() ? saved : null)),
      );
    void refreshProfile();
  }, [endSession, refreshProfile]);

  const signIn = useCallback(
    async (tokens: SessionTokens, signedIn: TUser) => {
      // Signed in again (or as someone else): a later sign-out leaves no username behind.
      idleUsername.forget();
      storedSession.saveAccessToken(tokens.access);
      storedSession.saveUser(signedIn);
      storedSession.touchLastActivity(Date.now());
      // Signed in whatever becomes of the language (its module not loading, say).
      await settleLanguage(signedIn.language).catch(() => undefined);
      setUser(signedIn);
      setStatus('loading');
      await refreshProfile();
    },
    [refreshProfile],
  );

  const logout = useCallback(async () => {
    await sessionApi.logout().catch(() => undefined);
    endSession();
    onLoggedOut?.();
  }, [endSession, onLoggedOut]);

  const handleIdleExpiry = useCallback(() => {
    void logout().then(() => notify.info(i18n.t('app:idle.loggedOut')));
  }, [logout]);
  useIdleLogout(status === 'signed-in', handleIdleExpiry);

  const value = useMemo(
    () => ({ status, user, profile, signIn, logout, refreshProfile }),
    [status, user, profile, signIn, logout, refreshProfile],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The signed-in student's profile, or null (staff, signed out, or outside the provider). */
export function useSessionProfile(): TProfile | null {
  return useContext(SessionContext)?.profile ?? null;
}

export function useSession(): SessionValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside SessionProvider');
  return context;
}
