// A user as the staff user list answers it (GET /admin-dashboard/api/users/), for the user
// management screen's tests: a verified, active student without a profile or weeks.
import type { TAdminUserList } from '@ptlog/shared';

export type TListedUser = TAdminUserList['users'][number];

/** No week in any state. */
export const NO_WEEKS: TListedUser['week_states'] = {
  draft: 0,
  submitted: 0,
  sent: 0,
  approved: 0,
  returned: 0,
};

/** `{firstName} Mushi`, user{id}@example.com, joined 1 March 2026; `overrides` changes any field. */
export function listedUser(
  id: number,
  firstName: string,
  overrides: Partial<TListedUser> = {},
): TListedUser {
  return {
    id,
    first_name: firstName,
    last_name: 'Mushi',
    username: `user${id}`,
    email: `user${id}@example.com`,
    is_staff: false,
    is_active: true,
    email_verified: true,
    date_joined: '2026-03-01T08:00:00.000Z',
    last_login: null,
    last_entry: null,
    profile: null,
    week_states: NO_WEEKS,
    ...overrides,
  };
}
