import { Skeleton, Stack } from '@mantine/core';

/** Placeholder lines while a settings card loads. */
export function CardSkeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
        <Skeleton key={index} height={36} />
      ))}
    </Stack>
  );
}
