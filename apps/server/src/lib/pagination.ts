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

/** The page numbers on either side of `page`, null past either end (DRF's `next` / `previous`). */
export function pageLinks(total: number, page: number, pageSize: number) {
  return {
    next: page * pageSize < total ? page + 1 : null,
    previous: page > 1 ? Math.min(page - 1, Math.max(1, Math.ceil(total / pageSize))) : null,
  };
}

/** A page answer `{count, next, previous, results}` of `total` matching rows. */
export function toPage<TRow, TItem>(
  total: number,
  query: TPageQuery,
  rows: readonly TRow[],
  present: (row: TRow) => TItem,
) {
  return {
    count: total,
    ...pageLinks(total, query.page, query.page_size),
    results: rows.map((row) => present(row)),
  };
}

/** Reads one page of rows and the count under the same filter together, as a page answer. */
export async function countedPage<TRow, TItem>(
  query: TPageQuery,
  read: {
    count: () => Promise<number>;
    list: (window: { limit: number; offset: number }) => Promise<TRow[]>;
  },
  present: (row: TRow) => TItem,
) {
  const [total, rows] = await Promise.all([read.count(), read.list(pageWindow(query))]);
  return toPage(total, query, rows, present);
}
