import { Card, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface SettingsCardProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled settings card; a region named by its title. */
export function SettingsCard({ title, description, children }: SettingsCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} withBorder padding="lg" radius="md">
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      )}
      <Card.Section inheritPadding pt="md" pb="lg">
        {children}
      </Card.Section>
    </Card>
  );
}
