// Staff user management (docs: wt-admin's admin-users routes): list, details, bulk actions, CSV.
import {
  MESSAGES,
  type TAdminUserDetail,
  type TAdminUserList,
  type TBulkUserActionAnswer,
  type TBulkUserActionInput,
  ZAdminUserDetail,
  ZAdminUserList,
  ZBulkUserActionAnswer,
} from '@ptlog/shared';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys, useAuthExpiryHandler, useStaffQuery } from '../query';
import { type TUserFilterForm, userFilterQuery, userListQuery } from './user-filters';

export const adminUsersApi = {
  list: (filters: TUserFilterForm, page: number) =>
    api.get<TAdminUserList>('/admin-dashboard/api/users/', {
      query: userListQuery(filters, page),
      parse: (value) => ZAdminUserList.parse(value),
    }),
  detail: (id: number) =>
    api.get<TAdminUserDetail>(`/admin-dashboard/api/users/${id}/`, {
      parse: (value) => ZAdminUserDetail.parse(value),
    }),
  bulk: (payload: TBulkUserActionInput) =>
    api.post<TBulkUserActionAnswer>('/admin-dashboard/api/users/actions/', payload, {
      parse: (value) => ZBulkUserActionAnswer.parse(value),
    }),
  exportCsv: (filters: TUserFilterForm) =>
    api.get<string>('/admin/users/export/', {
      query: { ...userFilterQuery(filters), format: 'csv' },
      responseType: 'text',
      timeoutMs: 60_000,
    }),
};

export function useAdminUsers(filters: TUserFilterForm, page: number) {
  return useStaffQuery({
    queryKey: adminKeys.userList({ ...filters, page }),
    queryFn: () => adminUsersApi.list(filters, page),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: number | null) {
  return useStaffQuery({
    queryKey: adminKeys.userDetail(id ?? 0),
    queryFn: () => adminUsersApi.detail(id ?? 0),
    enabled: id !== null,
  });
}

export function useBulkUserAction() {
  const queryClient = useQueryClient();
  const handleAuthExpiry = useAuthExpiryHandler();
  return useMutation({
    mutationFn: adminUsersApi.bulk,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    onError: handleAuthExpiry,
  });
}

export const NO_USERS_TO_EXPORT = MESSAGES.admin.noUsersToExport;
