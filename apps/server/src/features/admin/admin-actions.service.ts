import { ERROR_CODES, MESSAGES, type TAdminAction, type TBulkUserAction } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TUploadStore } from '../../lib/upload-store';
import { deletePicture } from '../profile/picture-files';
import { insertUserActions, revokeSessionsOf } from './admin-actions.repository';
import { eraseUsers } from './admin-erase.repository';
import { activate, lockUsers, setActive } from './admin-users.repository';

export interface TStaffContext {
  actorId: number;
  ip: string;
  now: Date;
  /** Where the erased users' pictures are deleted from. */
  uploads: TUploadStore;
}

/** What a logged action does to the account: SUSPEND bans, RESTORE unbans. */
const EFFECT: Record<TAdminAction, TBulkUserAction> = {
  BAN: 'BAN',
  SUSPEND: 'BAN',
  UNBAN: 'UNBAN',
  RESTORE: 'UNBAN',
  ACTIVATE: 'ACTIVATE',
  DELETE: 'DELETE',
};

/** Actions that take an account away: never on oneself. */
const REMOVING: ReadonlySet<TBulkUserAction> = new Set(['BAN', 'DELETE']);

/**
 * Applies one action to each user in one transaction: every user gets a user-action row and an
 * audit row, or nothing happens. BAN deactivates and revokes every session at once; UNBAN
 * reactivates; ACTIVATE reactivates and marks the e-mail verified; DELETE erases (ADR 5).
 * Unknown (or already deleted) ids: 404 naming them. Self for BAN/DELETE: 409. A staff account,
 * for any action: 409. No staff member changes another's account (nor their own) through the API:
 * a staff account an operator disabled stays disabled until the operator enables it again
 * (`npm run enable-staff`, cli/staff-status.ts), as one banned here could not be banned at all.
 * Answers the created user-action ids, in the order of `userIds` (deduplicated).
 */
export async function applyUserAction(
  db: TDb,
  input: { userIds: readonly number[]; action: TAdminAction; reason?: string },
  context: TStaffContext,
): Promise<number[]> {
  const ids = [...new Set(input.userIds)];
  const effect = EFFECT[input.action];
  const reason = input.reason ?? '';
  const pictures: string[] = [];
  const created = await db.transaction(async (tx) => {
    const found = await lockUsers(tx, ids);
    const foundIds = new Set(found.map((row) => row.id));
    const missing = ids.filter((id) => !foundIds.has(id));
    if (missing.length > 0) {
      throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.admin.usersNotFound(missing.join(', ')));
    }
    if (REMOVING.has(effect) && foundIds.has(context.actorId)) {
      throw new AppError(ERROR_CODES.CONFLICT, MESSAGES.admin.cannotActOnSelf);
    }
    if (found.some((row) => row.isStaff)) {
      throw new AppError(ERROR_CODES.CONFLICT, MESSAGES.admin.cannotActOnStaff);
    }
    if (effect === 'BAN') {
      await setActive(tx, ids, false);
      await revokeSessionsOf(tx, ids, context.now);
    } else if (effect === 'UNBAN') {
      await setActive(tx, ids, true);
    } else if (effect === 'ACTIVATE') {
      await activate(tx, ids);
    } else {
      for (const row of found) if (row.profilePicture) pictures.push(row.profilePicture);
      await eraseUsers(tx, found, context.now);
    }
    const rows = await insertUserActions(
      tx,
      ids.map((targetUserId) => ({
        adminUserId: context.actorId,
        targetUserId,
        action: input.action,
        reason,
      })),
      context.now,
    );
    for (const targetId of ids) {
      await audit(tx, {
        actorId: context.actorId,
        action: `admin.user.${input.action.toLowerCase()}`,
        targetType: 'user',
        targetId,
        ip: context.ip,
        details: { reason: reason || null },
      });
    }
    // Pictures go last, inside the transaction: a store that fails (503) rolls the erasure back,
    // so an erased account never keeps its picture; any earlier failure keeps the files.
    for (const url of pictures) await deletePicture(context.uploads, url);
    return rows.map((row) => row.id);
  });
  return created;
}
