import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';

interface BeginJourneyProps {
  starting: boolean;
  onStart: () => void;
}

/** The empty state of a log book without any weekly report. */
export function BeginJourney({ starting, onStart }: BeginJourneyProps) {
  return (
    <Card withBorder padding="xl" radius="md">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconRocket size={30} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} size="h3">
          Begin Your Journey
        </Title>
        <Text c="dimmed" maw={480}>
          Your log book has no weekly reports yet. Start with week 1: its report collects your daily
          entries, your summary and the main job you worked on.
        </Text>
        <Button onClick={onStart} loading={starting} size="md">
          Start Week 1
        </Button>
      </Stack>
    </Card>
  );
}
