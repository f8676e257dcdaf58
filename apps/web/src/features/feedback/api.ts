// Feedback: what the Help Center sends (POST /auth/feedback/), the staff inbox of what students
// sent, and marking an item handled.
import {
  MESSAGES,
  type TFeedbackInput,
  type TFeedbackItem,
  type TFeedbackPage,
  type TFeedbackSubmitted,
  type TFeedbackType,
  ZFeedbackItem,
  ZFeedbackPage,
  ZFeedbackSubmitted,
} from '@ptlog/shared';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { translateMessage } from '../../i18n/messages';
import { api, isApiError } from '../../lib/api';
import { adminKeys, useAuthExpiryHandler, useStaffQuery } from '../admin/api';

export const FEEDBACK_PAGE_SIZE = 20;

/** Under `['admin']`: a staff-wide refresh covers the inbox too. */
export const feedbackKeys = {
  all: [...adminKeys.all, 'feedback'] as const,
  inbox: (query: TFeedbackQuery) => [...adminKeys.all, 'feedback', query] as const,
};

export interface TFeedbackQuery {
  type: TFeedbackType | '';
  /** '' = all. */
  handled: 'true' | 'false' | '';
  page: number;
}

export const feedbackApi = {
  send: (input: TFeedbackInput) =>
    api.post<TFeedbackSubmitted>('/auth/feedback/', input, {
      parse: (value) => ZFeedbackSubmitted.parse(value),
    }),
  inbox: (query: TFeedbackQuery) =>
    api.get<TFeedbackPage>('/admin-dashboard/api/feedback/', {
      query: {
        type: query.type || undefined,
        handled: query.handled || undefined,
        page: query.page,
        page_size: FEEDBACK_PAGE_SIZE,
      },
      parse: (value) => ZFeedbackPage.parse(value),
    }),
  markHandled: (id: number, handled: boolean) =>
    api.patch<TFeedbackItem>(
      `/admin-dashboard/api/feedback/${id}/`,
      { handled },
      { parse: (value) => ZFeedbackItem.parse(value) },
    ),
};

/** What the inbox shows first: every type, not yet handled. */
export const UNHANDLED_FEEDBACK: TFeedbackQuery = { type: '', handled: 'false', page: 1 };

export function useFeedbackInbox(query: TFeedbackQuery) {
  return useStaffQuery({
    queryKey: feedbackKeys.inbox(query),
    queryFn: () => feedbackApi.inbox(query),
    placeholderData: keepPreviousData,
  });
}

export function useMarkFeedback() {
  const queryClient = useQueryClient();
  const handleAuthExpiry = useAuthExpiryHandler();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      feedbackApi.markHandled(id, handled),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
    onError: handleAuthExpiry,
  });
}

/** The Help Center's form: any signed-in user sends feedback; staff see it in their inbox. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: feedbackApi.send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}

/** What the form says when sending failed: the server's own words for a limit, else the spec's. */
export function feedbackFailureMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 429 || error.status === 400)) return error.detail;
  return translateMessage(MESSAGES.feedback.failed);
}

/**
 * How many feedback messages wait to be handled (the staff dashboard's card): the count of the
 * inbox's first view, so opening the inbox after it needs no new call.
 */
export function useUnhandledFeedbackCount(): number | undefined {
  return useFeedbackInbox(UNHANDLED_FEEDBACK).data?.count;
}
