import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { busyButtonProps } from '../../../components/busy-button';
import { useTranslation } from '../../../i18n/react';
import { WEEKLY_REPORT_NS } from '../i18n';

interface BeginJourneyProps {
  starting: boolean;
  onStart: () => void;
}

/** The empty state of a log book without any weekly report. */
export function BeginJourney({ starting, onStart }: BeginJourneyProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  return (
    <Card withBorder padding="xl" radius="md">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconRocket size={30} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('journey.title')}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('journey.text')}
        </Text>
        <Button onClick={onStart} {...busyButtonProps(starting)} size="md">
          {t('journey.start')}
        </Button>
      </Stack>
    </Card>
  );
}
