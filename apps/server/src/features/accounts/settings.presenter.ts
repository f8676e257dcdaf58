import type { TSettings } from '@ptlog/shared';
import type { TUserRow } from '../../db/schema';

/** GET/PUT /user/settings/: the account's names and fixed e-mail and username. */
export function toSettingsAnswer(user: TUserRow): TSettings {
  return {
    account: {
      username: user.username,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
    },
  };
}
