import { eq, sql } from 'drizzle-orm';
import type { TDb } from './client';
import { appSettings } from './schema';

// Settings staff change at run time, one key/value row each in app_settings (the placement start,
// payment numbers, support WhatsApp). `db` may be a transaction: drizzle transactions are
// databases too.

export async function getSetting(db: TDb, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}

export async function setSetting(db: TDb, key: string, value: unknown): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** Stores the value only when the key is absent; safe when several instances start together. */
export async function setSettingIfMissing(db: TDb, key: string, value: unknown): Promise<void> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
}
