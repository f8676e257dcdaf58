import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { IconFilePlus } from '@tabler/icons-react';
import { notify } from '../../../app/notify';
import { busyButtonProps } from '../../../components/busy-button';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { useSingleFlight } from '../../../lib/single-flight';
import { useGenerateWeeklyReport } from '../api';
import { noAnswerOr } from '../failures';
import { WEEKLY_REPORT_NS } from '../i18n';

/**
 * A week without a weekly report (spec 1 §2): its one action, 'Create Week {n} Report'. With
 * logged days it says so; they are already shown above it (ADR 9).
 */
export function ReportNotFound({ week, loggedDays = 0 }: { week: number; loggedDays?: number }) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const generate = useGenerateWeeklyReport();
  // One report per tap: a second request would find the week's report made and show a failure.
  // A lost answer for a report the server made opens it (api.ts reads the week again).
  const handleCreate = useSingleFlight(() =>
    generate
      .mutateAsync(week)
      .catch((error: unknown) => notify.error(noAnswerOr(error, MESSAGES.weekly.createFailed))),
  );
  return (
    <Card withBorder padding="xl" radius="md">
      <Stack align="center" ta="center" gap="sm">
        <Title order={2} size="h3">
          {translateMessage(loggedDays > 0 ? MESSAGES.weekly.startTitle : MESSAGES.weekly.notFound)}
        </Title>
        <Text c="dimmed" maw={460}>
          {loggedDays > 0
            ? translateMessage(MESSAGES.weekly.startWithDays(loggedDays))
            : t('notFound.text')}
        </Text>
        <Button
          leftSection={<IconFilePlus size={18} />}
          onClick={handleCreate}
          {...busyButtonProps(generate.isPending)}
        >
          {translateMessage(MESSAGES.weekly.createButton(week))}
        </Button>
      </Stack>
    </Card>
  );
}
