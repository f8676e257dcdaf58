// The API error body's schema, apart from the codes (error-codes.ts) so that code needing only
// the codes does not load zod.
import { z } from 'zod';
import { ERROR_CODES } from '../error-codes';

export const ZApiError = z.object({
  detail: z.string(),
  code: z.enum(ERROR_CODES),
  /** Field → messages; present only on validation errors. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Lets support find a 500 in the server log without exposing its details. */
  request_id: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
