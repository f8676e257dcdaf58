import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

/** The smallest real round trip to the database. */
export async function pingDatabase(db: TDb): Promise<void> {
  await db.execute(sql`select 1`);
}
