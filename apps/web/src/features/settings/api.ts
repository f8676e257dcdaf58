// Settings, password and signed-in device calls (docs/api/accounts.md): query keys and hooks.
import {
  type TActiveSession,
  type TChangePasswordInput,
  type TLogoutOthersAnswer,
  type TSettings,
  type TSettingsUpdateInput,
  type TTokenAnswer,
  ZActiveSessionList,
  ZLogoutOthersAnswer,
  ZSettings,
  ZTokenAnswer,
} from '@ptlog/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../app/session/SessionProvider';
import { api } from '../../lib/api';
import { storedSession } from '../../lib/session';
import { profileKeys } from '../profile/api';

export const settingsKeys = {
  all: ['settings'] as const,
  account: ['settings', 'account'] as const,
  sessions: ['settings', 'sessions'] as const,
};

export const settingsApi = {
  get: () => api.get<TSettings>('/user/settings/', { parse: (value) => ZSettings.parse(value) }),
  save: (input: TSettingsUpdateInput) =>
    api.put<TSettings>('/user/settings/', input, { parse: (value) => ZSettings.parse(value) }),
  changePassword: (input: TChangePasswordInput) =>
    api.post<TTokenAnswer>('/user/change-password/', input, {
      parse: (value) => ZTokenAnswer.parse(value),
    }),
  sessions: () =>
    api.get<TActiveSession[]>('/auth/sessions/', {
      parse: (value) => ZActiveSessionList.parse(value).results,
    }),
  logoutOthers: () =>
    api.post<TLogoutOthersAnswer>(
      '/auth/sessions/logout-others/',
      {},
      { parse: (value) => ZLogoutOthersAnswer.parse(value) },
    ),
};

export function useAccountSettings() {
  return useQuery({ queryKey: settingsKeys.account, queryFn: settingsApi.get });
}

/** Saved names also reach the header: the stored user, the session profile and /profile. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  const { refreshProfile } = useSession();
  return useMutation({
    mutationFn: settingsApi.save,
    onSuccess: async (settings) => {
      queryClient.setQueryData(settingsKeys.account, settings);
      const user = await storedSession.readUser();
      if (user) {
        const { first_name, last_name } = settings.account;
        storedSession.saveUser({ ...user, first_name, last_name });
      }
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void refreshProfile();
    },
  });
}

/**
 * The server signs out every other device and answers a new token pair for this one; keeping the
 * new access token keeps this device signed in (the refresh cookie is renewed by the server).
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.changePassword,
    onSuccess: (tokens) => {
      storedSession.saveAccessToken(tokens.access);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
    },
  });
}

export function useActiveSessions() {
  return useQuery({ queryKey: settingsKeys.sessions, queryFn: settingsApi.sessions });
}

export function useLogoutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.logoutOthers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}
