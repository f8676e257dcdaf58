import {
  COLLEGES,
  type TBroadcastAudience,
  type TEmailCampaignSource,
  type TLanguage,
} from '@ptlog/shared';
import { and, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { emailCampaigns, mailOutbox, profiles, users } from '../../db/schema';
import { windowCount } from '../../db/window-count';
import type { TCampaignWithCreator } from './broadcast.presenter';

export async function insertCampaign(
  db: TDb,
  input: {
    source: TEmailCampaignSource;
    subject: string;
    body: string;
    fileName: string | null;
    audience: TBroadcastAudience | null;
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
      audience: input.audience,
      createdBy: input.createdBy,
      invalidCount: input.invalidCount,
      createdAt: input.now,
    })
    .returning({ id: emailCampaigns.id });
  if (!row) throw new Error('campaign insert returned nothing');
  return row.id;
}

// Any fixed number unique in the app (db/migrate.ts and site-settings.repository.ts hold others).
const CAMPAIGN_CREATION_LOCK_KEY = 7_214_503_119;

/**
 * Campaigns are created one at a time on every instance: a transaction-scoped advisory lock,
 * released at commit, so the check for an identical recent broadcast and the insert are atomic.
 */
export async function lockCampaignCreation(tx: TDb): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CAMPAIGN_CREATION_LOCK_KEY})`);
}

/** Campaigns with this source, subject and body created after `since`, oldest first. */
export function recentCampaignsLike(
  db: TDb,
  input: { source: TEmailCampaignSource; subject: string; body: string; since: Date },
): Promise<
  { id: number; createdAt: Date; queuedCount: number; audience: TBroadcastAudience | null }[]
> {
  return db
    .select({
      id: emailCampaigns.id,
      createdAt: emailCampaigns.createdAt,
      queuedCount: emailCampaigns.queuedCount,
      audience: emailCampaigns.audience,
    })
    .from(emailCampaigns)
    .where(
      and(
        eq(emailCampaigns.source, input.source),
        eq(emailCampaigns.subject, input.subject),
        eq(emailCampaigns.body, input.body),
        gt(emailCampaigns.createdAt, input.since),
      ),
    )
    .orderBy(emailCampaigns.createdAt, emailCampaigns.id);
}

/** How many of `addresses` the campaign queued a mail to. */
export async function campaignMailsAmong(
  db: TDb,
  campaignId: number,
  addresses: string[],
): Promise<number> {
  if (addresses.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.campaignId, campaignId), inArray(mailOutbox.to, addresses)));
  return row?.total ?? 0;
}

export async function setQueuedCount(db: TDb, id: number, queued: number): Promise<void> {
  await db.update(emailCampaigns).set({ queuedCount: queued }).where(eq(emailCampaigns.id, id));
}

/** The profile conditions of an audience: its PT phase, its program or its college's programs. */
function profileConditions(audience: TBroadcastAudience): SQL[] {
  const conditions: SQL[] = [];
  if (audience.pt_phase) conditions.push(eq(profiles.ptPhase, audience.pt_phase));
  if (audience.program) {
    conditions.push(eq(profiles.program, audience.program));
  } else if (audience.college) {
    const college = COLLEGES.find((entry) => entry.code === audience.college);
    const programs = (college?.programs ?? []).map((program) => program.code);
    conditions.push(inArray(profiles.program, programs));
  }
  return conditions;
}

/**
 * Whom a broadcast to users reaches: active accounts with a verified address, students only
 * unless the audience is everyone, narrowed by the profile's PT phase, program or college. The
 * send, its dry run and its count all read this one statement. The send passes `lock`: inside its
 * transaction the recipients' rows are key-share locked (in id order, as erasures lock them), so
 * an account being erased is waited for and then left out, and one erased later loses the queued
 * mail with the rest of its mail.
 */
export function broadcastAudience(
  db: TDb,
  audience: TBroadcastAudience,
  options: { lock?: boolean } = {},
): Promise<{ email: string; firstName: string; language: TLanguage }[]> {
  const conditions: SQL[] = [
    eq(users.isActive, true),
    eq(users.emailVerified, true),
    isNull(users.deletedAt),
  ];
  if (audience.audience === 'students') conditions.push(eq(users.isStaff, false));
  const narrowing = profileConditions(audience);
  if (narrowing.length > 0) {
    conditions.push(
      inArray(
        users.id,
        db
          .select({ id: profiles.userId })
          .from(profiles)
          .where(and(...narrowing)),
      ),
    );
  }
  const query = db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(...conditions))
    .orderBy(users.id);
  return options.lock ? query.for('key share', { of: users }) : query;
}

/**
 * The accounts behind a sheet's addresses (both stored lower-cased), in one statement whatever
 * the sheet's length: the addresses travel as one JSON parameter, not one parameter each.
 */
export function accountsOfAddresses(
  db: TDb,
  addresses: readonly string[],
): Promise<{ email: string; language: TLanguage; mailable: boolean }[]> {
  return db
    .select({
      email: users.email,
      language: users.language,
      mailable: sql<boolean>`(${users.isActive} and ${users.deletedAt} is null)`,
    })
    .from(users)
    .where(
      sql`${users.email} in (select jsonb_array_elements_text(${JSON.stringify(addresses)}::jsonb))`,
    );
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
