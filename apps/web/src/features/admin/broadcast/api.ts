// E-mail broadcast, campaign progress and the feedback inbox (wt-broadcast's routes).
import {
  type TEmailBroadcastInput,
  type TEmailCampaignPage,
  type TEmailSendAnswer,
  type TFeedbackItem,
  type TFeedbackPage,
  type TFeedbackType,
  ZEmailCampaignPage,
  ZEmailSendAnswer,
  ZFeedbackItem,
  ZFeedbackPage,
} from '@ptlog/shared';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys, useAuthExpiryHandler, useStaffQuery } from '../query';
import { campaignsPollInterval } from './broadcast';

const CAMPAIGNS_SHOWN = 10;
export const FEEDBACK_PAGE_SIZE = 20;

export interface TFeedbackQuery {
  type: TFeedbackType | '';
  /** '' = all. */
  handled: 'true' | 'false' | '';
  page: number;
}

export const broadcastApi = {
  sendToAll: (payload: TEmailBroadcastInput) =>
    api.post<TEmailSendAnswer>('/admin-dashboard/send-email-to-users/', payload, {
      parse: (value) => ZEmailSendAnswer.parse(value),
    }),
  sendFromExcel: (file: File, fields: TEmailBroadcastInput) => {
    const form = new FormData();
    form.append('subject', fields.subject);
    form.append('message', fields.message);
    form.append('file', file, file.name);
    return api.post<TEmailSendAnswer>('/admin-dashboard/send-email-from-excel/', form, {
      parse: (value) => ZEmailSendAnswer.parse(value),
      timeoutMs: 120_000,
    });
  },
  campaigns: () =>
    api.get<TEmailCampaignPage>('/admin-dashboard/api/email-campaigns/', {
      query: { page_size: CAMPAIGNS_SHOWN },
      parse: (value) => ZEmailCampaignPage.parse(value),
    }),
  feedback: (query: TFeedbackQuery) =>
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

export function useCampaigns() {
  return useStaffQuery({
    queryKey: adminKeys.campaigns,
    queryFn: broadcastApi.campaigns,
    refetchInterval: (query) => campaignsPollInterval(query.state.data?.results),
  });
}

function useBroadcastMutation<TArgs>(fn: (args: TArgs) => Promise<TEmailSendAnswer>) {
  const queryClient = useQueryClient();
  const handleAuthExpiry = useAuthExpiryHandler();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.campaigns }),
    onError: handleAuthExpiry,
  });
}

export function useSendToAll() {
  return useBroadcastMutation(broadcastApi.sendToAll);
}

export function useSendFromExcel() {
  return useBroadcastMutation(({ file, fields }: { file: File; fields: TEmailBroadcastInput }) =>
    broadcastApi.sendFromExcel(file, fields),
  );
}

export function useFeedbackInbox(query: TFeedbackQuery) {
  return useStaffQuery({
    queryKey: [...adminKeys.feedback, query],
    queryFn: () => broadcastApi.feedback(query),
    placeholderData: keepPreviousData,
  });
}

export function useMarkFeedback() {
  const queryClient = useQueryClient();
  const handleAuthExpiry = useAuthExpiryHandler();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      broadcastApi.markHandled(id, handled),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.feedback }),
    onError: handleAuthExpiry,
  });
}
