import type { TUser } from '@ptlog/shared';
import type { TUserRow } from '../../db/schema';

/** A person's name as shown on reports, lists and exports. */
export function studentNameOf(user: Pick<TUserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The public user object (spec 1 §3 User); never carries the hash or internal flags. */
export function toUserAnswer(row: TUserRow): TUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    is_staff: row.isStaff,
    profile_picture: row.profilePicture,
    language: row.language,
  };
}
