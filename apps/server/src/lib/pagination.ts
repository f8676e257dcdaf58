import { z } from 'zod';

/** List pagination (DESIGN §2): `page` from 1, `page_size` up to 100. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export function pageWindow(query: TPageQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}
