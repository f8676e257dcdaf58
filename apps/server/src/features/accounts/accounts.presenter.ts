import type { TUser } from '@ptlog/shared';
import type { TUserRow } from '../../db/schema';

/** A person's name as shown on reports, lists and exports. */
export function studentNameOf(user: Pick<TUserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/**
 * The domain of an erased account's placeholder address (ADR 5): unique per account, as the
 * column needs, and never deliverable (RFC 2606 reserves `.invalid`).
 */
export const ERASED_EMAIL_DOMAIN = 'deleted.invalid';

/**
 * An account's address as staff see it in lists and exports: an erased account has none, so its
 * placeholder ("deleted-3@deleted.invalid", which reads like real data) is shown as nothing.
 */
export function shownEmailOf(email: string): string {
  return email.endsWith(`@${ERASED_EMAIL_DOMAIN}`) ? '' : email;
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
