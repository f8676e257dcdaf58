import type { TEmailCampaignSource, TLanguage } from '@ptlog/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { emailCampaigns, users } from '../../db/schema';
import { windowCount } from '../../db/window-count';
import type { TCampaignWithCreator } from './broadcast.presenter';

export async function insertCampaign(
  db: TDb,
  input: {
    source: TEmailCampaignSource;
    subject: string;
    body: string;
    fileName: string | null;
    createdBy: number;
    invalidCount: number;
    now: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(emailCampaigns)
    .values({
      source: input.source,
      subject: input.subject,
      body: input.body,
      fileName: input.fileName,
      createdBy: input.createdBy,
      invalidCount: input.invalidCount,
      createdAt: input.now,
    })
    .returning({ id: emailCampaigns.id });
  if (!row) throw new Error('campaign insert returned nothing');
  return row.id;
}

export async function setQueuedCount(db: TDb, id: number, queued: number): Promise<void> {
  await db.update(emailCampaigns).set({ queuedCount: queued }).where(eq(emailCampaigns.id, id));
}

/** Everyone a broadcast to all users reaches: active accounts with a verified address. */
export function broadcastAudience(
  db: TDb,
): Promise<{ email: string; firstName: string; language: TLanguage }[]> {
  return db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.isActive, true), eq(users.emailVerified, true)))
    .orderBy(users.id);
}

/** Campaigns with their creator's name; `extra` adds columns (the list's count). */
function selectWithCreator<TExtra extends { total?: SQL<number> }>(db: TDb, extra: TExtra) {
  return db
    .select({
      ...extra,
      row: emailCampaigns,
      creator: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(emailCampaigns)
    .leftJoin(users, eq(users.id, emailCampaigns.createdBy));
}

/** Newest first, each row with the count of all campaigns (`windowCount`). */
export function listCampaigns(
  db: TDb,
  window: { limit: number; offset: number },
): Promise<(TCampaignWithCreator & { total: number })[]> {
  return selectWithCreator(db, { total: windowCount() })
    .orderBy(desc(emailCampaigns.createdAt), desc(emailCampaigns.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countCampaigns(db: TDb): Promise<number> {
  const [row] = await db.select({ total: count() }).from(emailCampaigns);
  return row?.total ?? 0;
}

export async function findCampaign(db: TDb, id: number): Promise<TCampaignWithCreator | undefined> {
  const [found] = await selectWithCreator(db, {}).where(eq(emailCampaigns.id, id));
  return found;
}
