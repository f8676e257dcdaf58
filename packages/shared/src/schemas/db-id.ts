// Row ids a request may name: PostgreSQL `serial` columns hold 1..2147483647, and a bigger number
// sent to the database is an error there (22003) rather than "no such row".
import { z } from 'zod';
import { MESSAGES } from '../messages';

/** Largest PostgreSQL integer, so the largest row id. */
export const MAX_DB_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const ZDbId = z
  .number()
  .int(MESSAGES.generic.invalidId)
  .positive(MESSAGES.generic.invalidId)
  .max(MAX_DB_ID, MESSAGES.generic.invalidId);

/** A row id in a path or query string ('42'); 'abc' gets the same message, not zod's "NaN". */
export const ZDbIdText = z.coerce
  .number({ error: MESSAGES.generic.invalidId })
  .int(MESSAGES.generic.invalidId)
  .positive(MESSAGES.generic.invalidId)
  .max(MAX_DB_ID, MESSAGES.generic.invalidId);
