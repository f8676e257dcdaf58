import { Skeleton, Stack } from '@mantine/core';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
        <Skeleton key={index} height={72} radius="md" />
      ))}
    </Stack>
  );
}
