import { Card, type MantineSpacing, Skeleton } from '@mantine/core';

interface CardSkeletonProps {
  /** Width of the placeholder heading ('50%'). */
  titleWidth: string;
  padding: MantineSpacing;
}

/** Placeholder of a card while it loads: a heading and three lines of text. */
export function CardSkeleton({ titleWidth, padding }: CardSkeletonProps) {
  return (
    <Card withBorder padding={padding} radius="md">
      <Skeleton height={20} width={titleWidth} mb="md" />
      <Skeleton height={14} mb="xs" />
      <Skeleton height={14} mb="xs" />
      <Skeleton height={14} width="70%" />
    </Card>
  );
}
