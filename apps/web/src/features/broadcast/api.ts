// E-mail broadcast and campaign progress (wt-broadcast's routes): query keys and hooks.
import {
  type TEmailAudiencePreview,
  type TEmailBroadcastInput,
  type TEmailCampaignPage,
  type TEmailSendAnswer,
  type TEmailSheetPreview,
  ZEmailAudiencePreview,
  ZEmailCampaignPage,
  ZEmailSendAnswer,
  ZEmailSheetPreview,
} from '@ptlog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { adminKeys, useAuthExpiryHandler, useStaffQuery } from '../admin/api';
import { campaignsPollInterval } from './broadcast';

const CAMPAIGNS_SHOWN = 10;
const SEND_TO_USERS = '/admin-dashboard/send-email-to-users/';
const SEND_FROM_EXCEL = '/admin-dashboard/send-email-from-excel/';

function sheetForm(file: File, fields: TEmailBroadcastInput): FormData {
  const form = new FormData();
  form.append('subject', fields.subject);
  form.append('message', fields.message);
  form.append('file', file, file.name);
  return form;
}

/** Under `['admin']`: a staff-wide refresh covers the campaigns too. */
export const broadcastKeys = {
  campaigns: [...adminKeys.all, 'broadcast', 'campaigns'] as const,
};

export const broadcastApi = {
  sendToAll: (payload: TEmailBroadcastInput) =>
    api.post<TEmailSendAnswer>(SEND_TO_USERS, payload, {
      parse: (value) => ZEmailSendAnswer.parse(value),
    }),
  /** The send's dry run: how many its audience holds, and the mail as one of them gets it. */
  previewToAll: (payload: TEmailBroadcastInput) =>
    api.post<TEmailAudiencePreview>(SEND_TO_USERS, payload, {
      query: { dry_run: 1 },
      parse: (value) => ZEmailAudiencePreview.parse(value),
    }),
  sendFromExcel: (file: File, fields: TEmailBroadcastInput) =>
    api.post<TEmailSendAnswer>(SEND_FROM_EXCEL, sheetForm(file, fields), {
      parse: (value) => ZEmailSendAnswer.parse(value),
      timeoutMs: 120_000,
    }),
  /** The send's dry run: how many addresses the sheet would mail; nothing is queued. */
  previewSheet: (file: File, fields: TEmailBroadcastInput) =>
    api.post<TEmailSheetPreview>(SEND_FROM_EXCEL, sheetForm(file, fields), {
      query: { dry_run: 1 },
      parse: (value) => ZEmailSheetPreview.parse(value),
      timeoutMs: 120_000,
    }),
  campaigns: () =>
    api.get<TEmailCampaignPage>('/admin-dashboard/api/email-campaigns/', {
      query: { page_size: CAMPAIGNS_SHOWN },
      parse: (value) => ZEmailCampaignPage.parse(value),
    }),
};

export function useCampaigns() {
  return useStaffQuery({
    queryKey: broadcastKeys.campaigns,
    queryFn: broadcastApi.campaigns,
    refetchInterval: (query) => campaignsPollInterval(query.state.data?.results),
  });
}

function useBroadcastMutation<TArgs>(fn: (args: TArgs) => Promise<TEmailSendAnswer>) {
  const queryClient = useQueryClient();
  const handleAuthExpiry = useAuthExpiryHandler();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: broadcastKeys.campaigns }),
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

export function useAllUsersPreview() {
  const handleAuthExpiry = useAuthExpiryHandler();
  return useMutation({ mutationFn: broadcastApi.previewToAll, onError: handleAuthExpiry });
}

export function useSheetPreview() {
  const handleAuthExpiry = useAuthExpiryHandler();
  return useMutation({
    mutationFn: ({ file, fields }: { file: File; fields: TEmailBroadcastInput }) =>
      broadcastApi.previewSheet(file, fields),
    onError: handleAuthExpiry,
  });
}
