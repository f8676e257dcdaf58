// AI enhancement and reset to original of a weekly report (spec 2 §4; server: apps/server/src/features/ai): calls and
// mutation hooks. Both answers carry the whole report, which replaces the one the page shows.
import {
  canUseAi,
  type TEnhanceWeeklyAnswer,
  type TEnhanceWeeklyInput,
  type TResetToOriginalAnswer,
  type TWeeklyReport,
  ZEnhanceWeeklyAnswer,
  ZResetToOriginalAnswer,
} from '@ptlog/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { billingKeys, type TTokenBalance } from '../billing/api';
import { invalidateLogbook, sendPendingChanges, weeklyKeys } from './api';

/**
 * The server waits for the AI provider up to its own time limit (AI_TIMEOUT_MS, 60 s by default)
 * and then answers 502/503; the browser waits a little longer so that answer can arrive.
 */
const ENHANCE_TIMEOUT_MS = 90_000;

export const aiApi = {
  enhanceWeek: (week: number, body: TEnhanceWeeklyInput) =>
    api.post<TEnhanceWeeklyAnswer>(`/reports/weekly/week/${week}/enhance_with_ai/`, body, {
      timeoutMs: ENHANCE_TIMEOUT_MS,
      parse: (value) => ZEnhanceWeeklyAnswer.parse(value),
    }),
  resetToOriginal: (reportId: number) =>
    api.post<TResetToOriginalAnswer>(
      `/reports/weekly/${reportId}/reset_to_original/`,
      {},
      { parse: (value) => ZResetToOriginalAnswer.parse(value) },
    ),
};

/**
 * The answer's report replaces the cached week at once, so the page shows the new text without
 * a full page reload (the earlier client reloaded the page); the rest of the log book (daily
 * reports, overview, dashboard) is reloaded in the background.
 */
function applyReport(queryClient: QueryClient, report: TWeeklyReport) {
  queryClient.setQueryData(weeklyKeys.week(report.week_number), report);
  return invalidateLogbook(queryClient);
}

/**
 * The header chip and the dialog show the charged balance now; the server's figures (balance,
 * usage history, workplace) follow.
 */
function applyBalance(queryClient: QueryClient, answer: TEnhanceWeeklyAnswer) {
  queryClient.setQueryData<TTokenBalance>(billingKeys.balance, (balance) =>
    balance
      ? {
          ...balance,
          available_tokens: answer.available_tokens,
          tokens_used: balance.tokens_used + answer.tokens_charged,
          can_use_ai: canUseAi(answer.available_tokens),
        }
      : balance,
  );
  return queryClient.invalidateQueries({ queryKey: billingKeys.all });
}

export function useEnhanceWeek(week: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TEnhanceWeeklyInput) => {
      // Edits still waiting on this device go first, so the AI polishes the latest text.
      await sendPendingChanges();
      return aiApi.enhanceWeek(week, body);
    },
    // Not awaited: the new report and balance are in the cache already; the reloads follow.
    onSuccess: (answer) => {
      void applyReport(queryClient, answer.report);
      void applyBalance(queryClient, answer);
    },
    // Whatever went wrong (a time-out may hide a success), the page and the balance show the
    // server's state, never a guess.
    onError: () => {
      void invalidateLogbook(queryClient);
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}

export function useResetToOriginal(report: TWeeklyReport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => aiApi.resetToOriginal(report.id),
    onSuccess: (answer) => {
      void applyReport(queryClient, answer.report);
    },
    onError: () => {
      void invalidateLogbook(queryClient);
    },
  });
}
