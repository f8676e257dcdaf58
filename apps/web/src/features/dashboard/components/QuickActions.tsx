import { Button, Card, SimpleGrid, Title, VisuallyHidden } from '@mantine/core';
import { IconCoins, IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';

/** The config's PTMIS_URL is not exposed to the client yet. */
export const PTMIS_URL = 'https://ptmis.udsm.ac.tz';

export function QuickActions() {
  const titleId = useId();
  const newTabId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} withBorder padding="lg" radius="md">
      <Title order={2} size="h4" id={titleId} mb="md">
        Quick Actions
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Button component={Link} to="/daily-report" leftSection={<IconPlus size={16} />}>
          Add Today's Work
        </Button>
        <Button
          component={Link}
          to="/billing"
          variant="light"
          leftSection={<IconCoins size={16} />}
        >
          Get Tokens
        </Button>
        <Button
          component="a"
          href={PTMIS_URL}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          aria-describedby={newTabId}
          rightSection={<IconExternalLink size={14} aria-hidden />}
        >
          PT Management System
        </Button>
      </SimpleGrid>
      <VisuallyHidden id={newTabId}>Opens in a new tab</VisuallyHidden>
    </Card>
  );
}
