// Query keys and the query hook of the staff screens. A 401 that survives the token refresh ends
// the session and goes to /login (spec 2 §2 "A missing token prompts re-login"), as on billing.
export { useAuthExpiryHandler, useBillingQuery as useStaffQuery } from '../billing/api';

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  users: ['admin', 'users'] as const,
  userList: (query: Record<string, unknown>) => ['admin', 'users', 'list', query] as const,
  userDetail: (id: number) => ['admin', 'users', 'detail', id] as const,
  tokenAnalytics: (days: number) => ['admin', 'analytics', 'tokens', days] as const,
  reportAnalytics: (days: number) => ['admin', 'analytics', 'reports', days] as const,
  activity: ['admin', 'activity'] as const,
  campaigns: ['admin', 'broadcast', 'campaigns'] as const,
  feedback: ['admin', 'feedback'] as const,
};
