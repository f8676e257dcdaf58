import type { TDb } from '../../db/client';
import { pingDatabase } from './health.repository';

const DATABASE_TIMEOUT_MS = 3_000;

/** True when a real round trip to the database succeeds within a few seconds. */
export async function isDatabaseReachable(db: TDb): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  const query = pingDatabase(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
