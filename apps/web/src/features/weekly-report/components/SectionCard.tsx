import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  id: string;
  title: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A titled part of the weekly report page. Deliberately not a labelled region: the heading gives
 * the structure, and a region named 'Summary' would make the Summary field's label ambiguous.
 */
export function SectionCard({ id, title, actions, children }: SectionCardProps) {
  return (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
