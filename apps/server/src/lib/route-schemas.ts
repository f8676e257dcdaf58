import { z } from 'zod';

/** Largest PostgreSQL integer: a bigger id can match no row, and must not reach the database. */
const MAX_ROW_ID = 2_147_483_647;

/** A row id in a path (`/reports/daily/{id}/`). */
export const ZRowId = z.coerce.number().int().positive().max(MAX_ROW_ID);

/** List pagination (DESIGN §2): `page` from 1, `page_size` up to 100. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export function pageWindow(query: TPageQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/** Bearer-token security for the OpenAPI document. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];
