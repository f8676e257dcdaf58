import type { TChecklistItem } from '@ptlog/shared';

/** Share of complete checklist items, rounded to a whole percent (0 for an empty list). */
export function completionPercent(items: readonly Pick<TChecklistItem, 'complete'>[]): number {
  if (items.length === 0) return 0;
  const complete = items.filter((item) => item.complete).length;
  return Math.round((complete / items.length) * 100);
}
