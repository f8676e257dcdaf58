import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './document-title';

/**
 * The heading every screen starts with. It names the page (document.title) and takes the focus
 * after a move to another screen (app/layout/use-route-focus.ts), so a screen reader says where
 * the reader has arrived: tabIndex -1 lets a script focus it, Tab never stops on it.
 */
export function ScreenTitle({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2" tabIndex={-1}>
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
      {children}
    </Stack>
  );
}
