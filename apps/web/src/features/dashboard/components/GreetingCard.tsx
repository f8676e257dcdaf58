import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { greetingFor, type TPlacementWeek, TRAINING_WEEKS } from '@ptlog/shared';
import { IconBuilding, IconCalendarWeek } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { dateRangeLabel } from '../../../lib/day-format';
import { companyLine, greetingPart } from '../dashboard';
import { DASHBOARD_NS } from '../i18n';

interface GreetingCardProps {
  firstName: string;
  company: string | null | undefined;
  region: string | null | undefined;
  currentWeek: number;
  weekDates: TPlacementWeek | undefined;
}

/** 'Good morning, Asha', the placement company and region, and the current week of 8. */
export function GreetingCard({
  firstName,
  company,
  region,
  currentWeek,
  weekDates,
}: GreetingCardProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const part = greetingPart(greetingFor(new Date().getHours()));
  const place = companyLine(company, region);
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {firstName
            ? t('greeting.withName', { part, name: firstName })
            : t('greeting.plain', { part })}
        </Title>
        <Group gap={6} wrap="nowrap" c="dimmed">
          <IconBuilding size={16} aria-hidden style={{ flexShrink: 0 }} />
          {place ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {place}
            </Text>
          ) : (
            <Text size="sm">
              {t('greeting.noCompany')}{' '}
              <Anchor component={Link} to="/profile" size="sm">
                {t('greeting.addCompany')}
              </Anchor>
            </Text>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge size="lg" variant="light" leftSection={<IconCalendarWeek size={14} />}>
            {t('greeting.weekOf', { week: currentWeek, total: TRAINING_WEEKS })}
          </Badge>
          {weekDates && (
            <Text size="sm" c="dimmed">
              {dateRangeLabel(weekDates.start_date, weekDates.end_date)}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
