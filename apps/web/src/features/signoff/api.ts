// Supervisor sign-off (docs/api/signoff.md): the student's request, and the public link's page
// and decision, which need no account.
import {
  MESSAGES,
  type TReminderSettings,
  type TSignoffDecisionAnswer,
  type TSignoffDecisionInput,
  type TSignoffPage,
  type TSignoffRequestAnswer,
  type TWeekAnswer,
  type TWeeklyReport,
  ZReminderSettings,
  ZSignoffDecisionAnswer,
  ZSignoffPage,
  ZSignoffRequestAnswer,
  ZWeekAnswer,
} from '@ptlog/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../app/session/SessionProvider';
import { api, isWorthRetrying } from '../../lib/api';
import { invalidateLogbook } from '../../lib/logbook-keys';

/**
 * The link's page and decision need no account, but carry this browser's access token when it has
 * one ('session': the token if any, never a refresh, so a signed-out supervisor sends none): the
 * server tells the week's own student that only the supervisor decides (signed_in_as_student,
 * 403 own_week).
 */
const LINK_CALL = { auth: 'session' } as const;

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
      ...LINK_CALL,
      parse: (value) => ZSignoffPage.parse(value),
    }),
  decide: (token: string, input: TSignoffDecisionInput) =>
    api.post<TSignoffDecisionAnswer>(`/signoff/${encodeURIComponent(token)}/`, input, {
      ...LINK_CALL,
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

/**
 * After a send that got no answer: the server may have mailed the link all the same. The week read
 * again says so when it shows a send newer than the one before; the answer is then made from it.
 */
async function sentMeanwhile(
  report: Pick<TWeeklyReport, 'week_number' | 'signoff'>,
): Promise<TSignoffRequestAnswer | null> {
  const week = await api.get<TWeekAnswer>(`/reports/weekly/week/${report.week_number}/`, {
    parse: (value) => ZWeekAnswer.parse(value),
  });
  if (!('signoff' in week)) return null;
  const { state, sent_at, sent_to, expires_at } = week.signoff;
  if (state !== 'sent' || !sent_at || !expires_at || sent_at === report.signoff.sent_at) {
    return null;
  }
  return { success: true, message: MESSAGES.signoff.sent(sent_to ?? ''), expires_at };
}

async function requestSignoff(
  report: Pick<TWeeklyReport, 'id' | 'week_number' | 'signoff'>,
  message: string,
): Promise<TSignoffRequestAnswer> {
  try {
    return await signoffApi.request(report.id, message);
  } catch (error) {
    if (!isWorthRetrying(error)) throw error;
    // Sending again would mail a second link that cancels the first: look before.
    const sent = await sentMeanwhile(report).catch(() => null);
    if (sent) return sent;
    throw error;
  }
}

/** 'Send to supervisor' on a submitted week; the week shows 'sent' afterwards. */
export function useRequestSignoff(report: Pick<TWeeklyReport, 'id' | 'week_number' | 'signoff'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => requestSignoff(report, message),
    onSettled: () => invalidateLogbook(queryClient),
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
