import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading every screen starts with. */
export function ScreenTitle({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
      {children}
    </Stack>
  );
}
