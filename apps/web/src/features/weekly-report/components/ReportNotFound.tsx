import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { IconFilePlus } from '@tabler/icons-react';
import { notify } from '../../../app/notify';
import { useGenerateWeeklyReport } from '../api';

/**
 * A week without a weekly report (spec 1 §2): its one action, 'Create Week {n} Report'. With
 * logged days it says so; they are already shown above it (ADR 9).
 */
export function ReportNotFound({ week, loggedDays = 0 }: { week: number; loggedDays?: number }) {
  const generate = useGenerateWeeklyReport();
  function handleCreate() {
    generate.mutate(week, { onError: () => notify.error(MESSAGES.weekly.createFailed) });
  }
  return (
    <Card withBorder padding="xl" radius="md">
      <Stack align="center" ta="center" gap="sm">
        <Title order={2} size="h3">
          {loggedDays > 0 ? MESSAGES.weekly.startTitle : MESSAGES.weekly.notFound}
        </Title>
        <Text c="dimmed" maw={460}>
          {loggedDays > 0
            ? MESSAGES.weekly.startWithDays(loggedDays)
            : 'This week has no report yet. Create it to collect your daily entries, write a summary and describe the main job you worked on.'}
        </Text>
        <Button
          leftSection={<IconFilePlus size={18} />}
          onClick={handleCreate}
          loading={generate.isPending}
        >
          {MESSAGES.weekly.createButton(week)}
        </Button>
      </Stack>
    </Card>
  );
}
