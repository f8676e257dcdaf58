// What `npm run disable-staff`, `enable-staff` and `demote-staff` do to a staff account (the
// operator's commands, change-staff.ts). The API changes no staff account (admin-actions.service.ts
// refuses every bulk action on one), so these are the only way to take one out of use, and the
// only way back: a staff account disabled here stays disabled until enabled here (or made staff
// again by create-staff, which also sets a new password).
import { and, count, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { users } from '../db/schema';
import { insertUserActions, revokeSessionsOf } from '../features/admin/admin-actions.repository';
import { audit } from '../lib/audit';

export type TStaffChange = 'disable' | 'enable' | 'demote';

export const STAFF_CHANGES: readonly TStaffChange[] = ['disable', 'enable', 'demote'];

/** A refusal the operator can act on (no such account, not staff): exit 1, no usage text. */
export class StaffStatusError extends Error {}

export interface TStaffChangeResult {
  /** False when the account already was as asked (disabled, enabled): nothing was written. */
  changed: boolean;
  /** Sessions ended by this change (disable, demote). */
  sessionsEnded: number;
  /** Active staff accounts left afterwards: 0 means nobody can reach the staff area. */
  activeStaffLeft: number;
}

/** The npm script that makes each change, named in the user-action reason and the audit row. */
export const SCRIPT_OF: Record<TStaffChange, string> = {
  disable: 'npm run disable-staff',
  enable: 'npm run enable-staff',
  demote: 'npm run demote-staff',
};

/**
 * In one transaction, under the account's row lock:
 * - disable: `is_active = false` and every session revoked at once, as a BAN does (the access
 *   token stops on its next request, the refresh token fails, sign-in says inactive);
 * - enable: `is_active = true` (they sign in again);
 * - demote: `is_staff = false`, a student account from now on, every session revoked so that no
 *   staff screen stays open; the account keeps its data, and whatever it recorded or approved
 *   keeps its name.
 * Each writes an audit row (no actor: the operator, from the command line), and disable and enable
 * a user-action row (BAN, UNBAN) that the staff area's history of the account shows.
 */
export async function changeStaffStatus(
  db: TDb,
  email: string,
  change: TStaffChange,
  now: Date,
): Promise<TStaffChangeResult> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, isStaff: users.isStaff, isActive: users.isActive })
      .from(users)
      .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deletedAt)))
      .for('update');
    if (!account) throw new StaffStatusError(`no account has the e-mail ${email}.`);
    if (!account.isStaff) {
      throw new StaffStatusError(
        `${email} is not a staff account (a student is banned and unbanned in the staff area, Users).`,
      );
    }
    const unchanged =
      (change === 'disable' && !account.isActive) || (change === 'enable' && account.isActive);
    let sessionsEnded = 0;
    if (!unchanged) {
      if (change === 'demote') {
        await tx.update(users).set({ isStaff: false }).where(eq(users.id, account.id));
      } else {
        await tx
          .update(users)
          .set({ isActive: change === 'enable' })
          .where(eq(users.id, account.id));
      }
      if (change !== 'enable') sessionsEnded = await revokeSessionsOf(tx, [account.id], now);
      const reason = SCRIPT_OF[change];
      if (change !== 'demote') {
        const action = change === 'disable' ? 'BAN' : 'UNBAN';
        await insertUserActions(
          tx,
          [{ adminUserId: null, targetUserId: account.id, action, reason }],
          now,
        );
      }
      await audit(tx, {
        actorId: null,
        action: `staff.${change}`,
        targetType: 'user',
        targetId: account.id,
        details: { via: reason },
      });
    }
    const [left] = await tx
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.isStaff, true), eq(users.isActive, true), isNull(users.deletedAt)));
    return { changed: !unchanged, sessionsEnded, activeStaffLeft: left?.value ?? 0 };
  });
}
