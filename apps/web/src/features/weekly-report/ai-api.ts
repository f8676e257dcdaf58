// The weekly report's AI calls (spec 2 §4, docs/api/ai.md): enhancement (its mutation:
// enhance-api.ts) and reset to original. Both answers carry the whole report, which replaces the
// one the page shows.
import {
  type TEnhanceWeeklyAnswer,
  type TEnhanceWeeklyInput,
  type TResetToOriginalAnswer,
  type TWeeklyReport,
  ZEnhanceWeeklyAnswer,
  ZResetToOriginalAnswer,
} from '@ptlog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { invalidateLogbook } from '../../lib/logbook-keys';
import { applyReport } from './api';

/**
 * The server waits for the AI provider up to its own time limit (AI_TIMEOUT_MS, 60 s by default,
 * at most 80 s: apps/server/src/config.ts) and then answers 502/503; the browser waits a little
 * longer so that answer can arrive. Raising this means raising that cap with it.
 */
const ENHANCE_TIMEOUT_MS = 90_000;

export const aiApi = {
  /** `idempotencyKey`: one per student action, sent again by its retries (never charged twice). */
  enhanceWeek: (week: number, body: TEnhanceWeeklyInput, idempotencyKey: string) =>
    api.post<TEnhanceWeeklyAnswer>(`/reports/weekly/week/${week}/enhance_with_ai/`, body, {
      timeoutMs: ENHANCE_TIMEOUT_MS,
      headers: { 'Idempotency-Key': idempotencyKey },
      parse: (value) => ZEnhanceWeeklyAnswer.parse(value),
    }),
  resetToOriginal: (reportId: number) =>
    api.post<TResetToOriginalAnswer>(
      `/reports/weekly/${reportId}/reset_to_original/`,
      {},
      { parse: (value) => ZResetToOriginalAnswer.parse(value) },
    ),
};

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
