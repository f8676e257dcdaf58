import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { SignoffBadge, signoffBadgeState } from '../../signoff/components/SignoffBadge';
import { weekRangeLabel } from '../format';
import { WEEKLY_REPORT_NS } from '../i18n';
import { type TWeekCard, WEEK_STATUS_COLORS } from '../week-cards';
import { WeeklyStatusBadge } from './WeeklyStatusBadge';

/** One placement week on the log book overview. */
export function WeekCard({ card }: { card: TWeekCard }) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const headingId = `week-card-${card.week}`;
  const signoff = signoffBadgeState(card.signoffState);
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      withBorder
      padding="md"
      radius="md"
      style={card.isCurrent ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={headingId}>
            {t('weekCard.title', { week: card.week })}
          </Title>
          {signoff ? (
            <SignoffBadge state={signoff} />
          ) : (
            card.reportStatus && <WeeklyStatusBadge status={card.reportStatus} />
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {weekRangeLabel(card.startDate, card.endDate)}
        </Text>
        <Group gap="xs">
          <Badge color={WEEK_STATUS_COLORS[card.status]} variant="dot">
            {t(`weekStatus.${card.status}`)}
          </Badge>
          {card.isCurrent && (
            <Badge variant="outline" size="sm">
              {t('weekCard.currentWeek')}
            </Badge>
          )}
        </Group>
        <Progress
          value={card.completion}
          size="sm"
          aria-label={t('weekCard.completionLabel', { week: card.week })}
          color={card.status === 'completed' ? 'green' : undefined}
        />
        <Text size="xs" c="dimmed">
          {t('weekCard.complete', { percent: card.completion })}
        </Text>
        <Button
          component={Link}
          to={`/weekly-report/${card.week}`}
          variant={card.reportStatus ? 'light' : 'default'}
          rightSection={<IconArrowRight size={16} />}
          mt="auto"
          fullWidth
        >
          {t('weekCard.open', { week: card.week })}
        </Button>
      </Stack>
    </Card>
  );
}
