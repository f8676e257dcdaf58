// Start-up against a PostgreSQL server that is not up yet (a machine booting, a container starting
// beside the database, a restart of the database): the first connection is tried again for a while
// instead of the process exiting at once.
import {
  connectionFailureReason,
  databaseAddressOf,
  isDatabaseConnectionError,
  withDatabaseAddress,
} from './errors';

/** How long start-up waits for the database before giving up. */
export const DATABASE_WAIT_MS = 60_000;
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 5_000;

export interface TWaitForDatabaseOptions {
  /** The DATABASE_URL: named (host:port only) in the messages. */
  url: string;
  /** One real round trip; throws when the database cannot be reached. */
  probe: () => Promise<unknown>;
  log: { warn(object: object, message: string): void };
  waitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once `probe` succeeds. A connection error is logged ("waiting for the database at
 * host:port") and tried again with a growing delay (0.5 s, 1 s, 2 s, 4 s, then every 5 s) until
 * `waitMs` has passed; then, or at once for any other error, it throws, a connection error worded
 * as "Could not connect to the database at host:port (DATABASE_URL): …".
 */
export async function waitForDatabase(options: TWaitForDatabaseOptions): Promise<void> {
  const sleep = options.sleep ?? sleepFor;
  const deadline = Date.now() + (options.waitMs ?? DATABASE_WAIT_MS);
  let delay = FIRST_DELAY_MS;
  for (;;) {
    try {
      await options.probe();
      return;
    } catch (error) {
      if (!isDatabaseConnectionError(error) || Date.now() + delay > deadline) {
        throw withDatabaseAddress(error, options.url);
      }
      options.log.warn(
        { retryInMs: delay },
        `Waiting for the database at ${databaseAddressOf(options.url)} (DATABASE_URL): ${connectionFailureReason(error, options.url)}`,
      );
      await sleep(delay);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  }
}
