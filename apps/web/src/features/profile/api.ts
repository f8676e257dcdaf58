// Profile calls (docs/api/accounts.md): query keys and TanStack Query hooks.
import { type TProfileAnswer, type TProfileUpdateInput, ZProfileAnswer } from '@ptlog/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../app/session/SessionProvider';
import { api, isApiError } from '../../lib/api';
import { storedSession } from '../../lib/session';

export const profileKeys = {
  all: ['profile'] as const,
  detail: ['profile', 'detail'] as const,
};

/** Spec 1 §7: 20 s for a profile update, 30 s for a picture upload. */
export const PROFILE_UPDATE_TIMEOUT_MS = 20_000;
export const PICTURE_UPLOAD_TIMEOUT_MS = 30_000;

const parseAnswer = (value: unknown) => ZProfileAnswer.parse(value);

export const profileApi = {
  get: () => api.get<TProfileAnswer>('/auth/profile/', { parse: parseAnswer }),
  update: (input: TProfileUpdateInput) =>
    api.put<TProfileAnswer>('/auth/profile/', input, {
      timeoutMs: PROFILE_UPDATE_TIMEOUT_MS,
      parse: parseAnswer,
    }),
  uploadPicture: (file: File) => {
    const body = new FormData();
    body.append('profile_picture', file);
    return api.post<TProfileAnswer>('/auth/profile/upload-picture/', body, {
      timeoutMs: PICTURE_UPLOAD_TIMEOUT_MS,
      parse: parseAnswer,
    });
  },
  removePicture: () =>
    api.delete<TProfileAnswer>('/auth/profile/remove-picture/', { parse: parseAnswer }),
};

export function isProfileNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function useProfile() {
  return useQuery({
    queryKey: profileKeys.detail,
    queryFn: profileApi.get,
    // A 404 means "no profile" (staff): asking again will not change that.
    retry: (failureCount, error) => !isProfileNotFound(error) && failureCount < 1,
  });
}

/**
 * Every profile change answers the new profile: show it at once, keep the stored user in step
 * (the header reads names from it) and reload the session's profile (header avatar).
 */
function useApplyProfileAnswer() {
  const queryClient = useQueryClient();
  const { refreshProfile } = useSession();
  return useCallback(
    (answer: TProfileAnswer) => {
      queryClient.setQueryData(profileKeys.detail, answer);
      storedSession.saveUser(answer.user);
      void refreshProfile();
    },
    [queryClient, refreshProfile],
  );
}

export function useUpdateProfile() {
  const apply = useApplyProfileAnswer();
  return useMutation({ mutationFn: profileApi.update, onSuccess: apply });
}

export function useUploadPicture() {
  const apply = useApplyProfileAnswer();
  return useMutation({ mutationFn: profileApi.uploadPicture, onSuccess: apply });
}

export function useRemovePicture() {
  const apply = useApplyProfileAnswer();
  return useMutation({ mutationFn: profileApi.removePicture, onSuccess: apply });
}
