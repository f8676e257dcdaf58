import { z } from 'zod';

/** A whole number of things: 0 or more. */
export const ZCount = z.number().int().min(0);

/**
 * A paged list answer (DRF's): how many match, the `next` / `previous` page numbers (null at the
 * ends) and one page of `results`.
 */
export function ZPage<TItem extends z.ZodType>(item: TItem) {
  return z.object({
    count: ZCount,
    next: z.number().int().nullable(),
    previous: z.number().int().nullable(),
    results: z.array(item),
  });
}

/** An unpaged list answer: every item, and how many there are. */
export function ZList<TItem extends z.ZodType>(item: TItem) {
  return z.object({ count: z.number().int(), results: z.array(item) });
}
