// The AI enhancement's mutation (spec 2 §4, docs/api/ai.md). What came of it is said here, once,
// whether or not the dialog that asked is still open: TanStack Query calls mutate()'s own
// callbacks only while their component is mounted, and a student may leave the page while the
// provider works (up to a minute and more).
import {
  canUseAi,
  MESSAGES,
  type TEnhanceWeeklyAnswer,
  type TEnhanceWeeklyInput,
} from '@ptlog/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notify } from '../../app/notify';
import { translateMessage } from '../../i18n/messages';
import { invalidateLogbook } from '../../lib/logbook-keys';
import { billingKeys, type TTokenBalance } from '../billing/api';
import { aiApi } from './ai-api';
import { applyReport } from './api';
import { enhanceErrorMessage } from './enhance';
import { isLostAnswer, lostAnswerNotice } from './enhance-attempt';
import { sendPendingChanges } from './pending-changes';

/**
 * The header chip and the dialog show the charged balance now (the answer carries the server's
 * balance); the ledger's other figures (usage history, workplace) follow. Without a balance in
 * the cache there is nothing to write, and every billing read is asked again.
 */
function applyBalance(queryClient: QueryClient, answer: TEnhanceWeeklyAnswer) {
  const balance = queryClient.getQueryData<TTokenBalance>(billingKeys.balance);
  // A replay (the same Idempotency-Key) charged nothing now: its tokens are counted already.
  const replayed = answer.message === MESSAGES.ai.alreadyEnhanced;
  if (!balance || replayed) return queryClient.invalidateQueries({ queryKey: billingKeys.all });
  queryClient.setQueryData<TTokenBalance>(billingKeys.balance, {
    ...balance,
    available_tokens: answer.available_tokens,
    tokens_used: balance.tokens_used + answer.tokens_charged,
    can_use_ai: canUseAi(answer.available_tokens),
  });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKeys.workplace }),
    queryClient.invalidateQueries({ queryKey: billingKeys.usageHistory }),
  ]);
}

const balanceIn = (queryClient: QueryClient) =>
  queryClient.getQueryData<TTokenBalance>(billingKeys.balance)?.available_tokens ?? null;

/**
 * A failure the dialog can no longer show (the student left the page), said in a toast. After a
 * lost answer, the balance read again (`reloaded`) says whether it was done and charged.
 */
async function sayFailureOutsideDialog(
  queryClient: QueryClient,
  error: unknown,
  before: number | null,
  reloaded: { asked: number; done: Promise<unknown> },
) {
  if (!isLostAnswer(error)) {
    notify.error(enhanceErrorMessage(error), translateMessage(MESSAGES.ai.failedShort));
    return;
  }
  await reloaded.done;
  const state = queryClient.getQueryState<TTokenBalance>(billingKeys.balance);
  const after =
    state?.data && state.status === 'success' && state.dataUpdatedAt >= reloaded.asked
      ? state.data.available_tokens
      : null;
  const notice = lostAnswerNotice(before, after, navigator.onLine !== false);
  if (notice.done) notify.success(notice.message, notice.title);
  else notify.warning(notice.message, notice.title);
}

export function useEnhanceWeek(week: number) {
  const queryClient = useQueryClient();
  // Whether the dialog that uses this is still on screen: it shows a failure itself, in place.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useMutation({
    // The balance before the request, to tell after a lost answer whether it was charged.
    onMutate: () => balanceIn(queryClient),
    mutationFn: async ({ body, key }: { body: TEnhanceWeeklyInput; key: string }) => {
      // Edits still waiting on this device go first, so the AI polishes the latest text.
      await sendPendingChanges();
      return aiApi.enhanceWeek(week, body, key);
    },
    // Not awaited: the new report and balance are in the cache already; the reloads follow.
    onSuccess: (answer) => {
      void applyReport(queryClient, answer.report);
      void applyBalance(queryClient, answer);
      // A replay says the enhancement was already done (charged once), not a new success.
      notify.success(translateMessage(answer.message || MESSAGES.ai.success));
    },
    // Whatever went wrong (a time-out may hide a success), the page and the balance show the
    // server's state, never a guess.
    onError: (error, _variables, before) => {
      void invalidateLogbook(queryClient);
      const asked = Date.now();
      // Offline this ends soon: the balance read fails at once (networkMode 'always'), and a read
      // that starts paused does not hold up invalidateQueries.
      const done = queryClient.invalidateQueries({ queryKey: billingKeys.all });
      if (!shown.current) {
        void sayFailureOutsideDialog(queryClient, error, before ?? null, { asked, done });
      }
    },
  });
}
