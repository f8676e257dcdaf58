import { Skeleton, Stack } from '@mantine/core';

interface ListSkeletonProps {
  /** What is loading, for screen readers ('Loading transactions'). */
  label: string;
  rows?: number;
  /** 'rows': list rows (transactions, history); 'lines': the form lines of a settings card. */
  variant?: 'rows' | 'lines';
}

/** Placeholder rows while a list or a card's lines load. */
export function ListSkeleton({ label, rows = 3, variant = 'rows' }: ListSkeletonProps) {
  const lines = variant === 'lines';
  return (
    <Stack gap={lines ? 'sm' : 'xs'} role="progressbar" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) =>
        lines ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
          <Skeleton key={index} height={36} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
          <Skeleton key={index} height={72} radius="md" />
        ),
      )}
    </Stack>
  );
}
