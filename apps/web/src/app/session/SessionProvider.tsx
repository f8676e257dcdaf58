import type { TProfile, TUser } from '@ptlog/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { ApiError } from '../../lib/api';
import { sessionApi, type TSignIn } from './session-api';
import {
  clearStoredSession,
  isSessionTooOld,
  storedSession,
  storeProfile,
  storeTokens,
  storeUser,
  touchLastActivity,
} from './session-storage';

export type TSessionStatus = 'loading' | 'signed-out' | 'signed-in';

interface SessionValue {
  status: TSessionStatus;
  user: TUser | null;
  profile: TProfile | null;
  signIn: (session: TSignIn) => Promise<void>;
  logout: () => Promise<void>;
  refreshProfile: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Loads the profile; on a 401 exchanges the refresh cookie once and tries again. */
async function loadProfile(): Promise<TProfile> {
  try {
    return await sessionApi.profile();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const { access } = await sessionApi.refresh();
    storeTokens(access);
    return sessionApi.profile();
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TSessionStatus>('loading');
  const [user, setUser] = useState<TUser | null>(null);
  const [profile, setProfile] = useState<TProfile | null>(null);

  const clear = useCallback(() => {
    clearStoredSession();
    setUser(null);
    setProfile(null);
    setStatus('signed-out');
    queryClient.clear();
  }, [queryClient]);

  const refreshProfile = useCallback(async () => {
    try {
      const loaded = await loadProfile();
      storeProfile(loaded);
      setProfile(loaded);
      setStatus('signed-in');
      touchLastActivity();
    } catch (error) {
      const cached = storedSession().profile;
      // Offline on a phone: keep the stored session rather than signing the student out.
      if (error instanceof ApiError && error.kind === 'network' && cached) {
        setProfile(cached);
        setStatus('signed-in');
        return;
      }
      clear();
    }
  }, [clear]);

  useEffect(() => {
    const stored = storedSession();
    if (!stored.accessToken || isSessionTooOld(stored.lastActivity)) {
      clear();
      return;
    }
    setUser(stored.user);
    void refreshProfile();
  }, [clear, refreshProfile]);

  const signIn = useCallback(
    async ({ access, user: signedIn }: TSignIn) => {
      storeTokens(access);
      storeUser(signedIn);
      setUser(signedIn);
      touchLastActivity();
      await refreshProfile();
    },
    [refreshProfile],
  );

  const logout = useCallback(async () => {
    // A failed logout call is treated as success (spec 1 §4): the local session ends either way.
    await sessionApi.logout().catch(() => undefined);
    clear();
  }, [clear]);

  const value = useMemo(
    () => ({ status, user, profile, signIn, logout, refreshProfile }),
    [status, user, profile, signIn, logout, refreshProfile],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside SessionProvider');
  return context;
}
