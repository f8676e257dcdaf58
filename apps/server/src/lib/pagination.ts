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

/**
 * The count of a page whose rows carry `windowCount()` (the first row holds it). A page past the
 * end has no row to hold it, so only then is it counted on its own; an empty first page is 0.
 */
export async function windowTotal(
  rows: readonly { total: number }[],
  offset: number,
  countAlone: () => Promise<number>,
): Promise<number> {
  const first = rows[0];
  if (first) return first.total;
  return offset > 0 ? countAlone() : 0;
}

/** Reads one page whose rows carry their count (`windowCount()`), as a page answer. */
export async function countedPage<TRow, TItem>(
  query: TPageQuery,
  read: {
    /** Only for a page past the end (see `windowTotal`). */
    count: () => Promise<number>;
    list: (window: { limit: number; offset: number }) => Promise<(TRow & { total: number })[]>;
  },
  present: (row: TRow) => TItem,
) {
  const window = pageWindow(query);
  const rows = await read.list(window);
  return toPage(await windowTotal(rows, window.offset, read.count), query, rows, present);
}
