// Supervisor sign-off (docs/api/signoff.md): the student's request, and the public link's page
// and decision, which need no account (auth: 'public').
import {
  type TReminderSettings,
  type TSignoffDecisionAnswer,
  type TSignoffDecisionInput,
  type TSignoffPage,
  type TSignoffRequestAnswer,
  ZReminderSettings,
  ZSignoffDecisionAnswer,
  ZSignoffPage,
  ZSignoffRequestAnswer,
} from '@ptlog/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../app/session/SessionProvider';
import { api } from '../../lib/api';
import { invalidateLogbook } from '../../lib/logbook-keys';

const PUBLIC = { auth: 'public' } as const;

export const signoffKeys = {
  page: (token: string) => ['signoff', token] as const,
  reminders: ['settings', 'reminders'] as const,
};

export const signoffApi = {
  request: (weeklyId: number, message: string) =>
    api.post<TSignoffRequestAnswer>(
      `/reports/weekly/${weeklyId}/request_signoff/`,
      message ? { message } : {},
      { parse: (value) => ZSignoffRequestAnswer.parse(value) },
    ),
  page: (token: string) =>
    api.get<TSignoffPage>(`/signoff/${encodeURIComponent(token)}/`, {
      ...PUBLIC,
      parse: (value) => ZSignoffPage.parse(value),
    }),
  decide: (token: string, input: TSignoffDecisionInput) =>
    api.post<TSignoffDecisionAnswer>(`/signoff/${encodeURIComponent(token)}/`, input, {
      ...PUBLIC,
      parse: (value) => ZSignoffDecisionAnswer.parse(value),
    }),
  reminders: () =>
    api.get<TReminderSettings>('/user/reminders/', {
      parse: (value) => ZReminderSettings.parse(value),
    }),
  setReminders: (enabled: boolean) =>
    api.put<TReminderSettings>(
      '/user/reminders/',
      { enabled },
      { parse: (value) => ZReminderSettings.parse(value) },
    ),
};

/** 'Send to supervisor' on a submitted week; the week shows 'sent' afterwards. */
export function useRequestSignoff(weeklyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => signoffApi.request(weeklyId, message),
    onSuccess: () => invalidateLogbook(queryClient),
  });
}

/**
 * The public page's week. Asked once the session is settled: on start-up without a session the
 * SessionProvider clears the query cache, which would strand a query already in flight.
 */
export function useSignoffPage(token: string) {
  const { status } = useSession();
  return useQuery({
    queryKey: signoffKeys.page(token),
    queryFn: () => signoffApi.page(token),
    retry: false,
    enabled: status !== 'loading',
  });
}

export function useDecideSignoff(token: string) {
  return useMutation({
    mutationFn: (input: TSignoffDecisionInput) => signoffApi.decide(token, input),
  });
}

export function useReminderSettings() {
  return useQuery({ queryKey: signoffKeys.reminders, queryFn: signoffApi.reminders });
}

export function useSetReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signoffApi.setReminders,
    onSuccess: (answer) => queryClient.setQueryData(signoffKeys.reminders, answer),
  });
}
