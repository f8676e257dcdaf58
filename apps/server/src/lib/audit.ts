import type { TDb } from '../db/client';
import { auditLogs } from '../db/schema';

export interface TAuditEntry {
  actorId: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  ip?: string;
  details?: Record<string, unknown>;
}

/** One audit row (DESIGN §5: logins, payments, approvals, admin actions). Never holds secrets. */
export async function audit(db: TDb, entry: TAuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  });
}

/** The filters of a list that were set, for an export's audit row (an absent one is left out). */
export function filtersSet(filters: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}
