import type { TProfile, TUser } from '@ptlog/shared';
import { api } from '../../lib/api';

export const sessionApi = {
  profile: () => api.get<TProfile>('/auth/profile/'),
  // The refresh token travels in its HttpOnly cookie (DESIGN §2); the body stays empty.
  refresh: () => api.post<{ access: string }>('/auth/refresh/', {}, { isPublic: true }),
  logout: () => api.post<unknown>('/auth/logout/', {}),
};

export type TSignIn = { access: string; user: TUser };
