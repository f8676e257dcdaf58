import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { TWeeklyStatus } from '@ptlog/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from '../../../i18n/react';
import { logbookDate } from '../format';
import { WEEKLY_REPORT_NS } from '../i18n';
import { WeeklyStatusBadge } from './WeeklyStatusBadge';

interface ReportHeaderProps {
  week: number;
  college: string | null;
  /** Monday and Friday; null while unknown. */
  dates: { start: string; end: string } | null;
  status?: TWeeklyStatus;
  /** Shown beside the status, e.g. the AI enhanced marker. */
  marker?: ReactNode;
}

/** The top of the log book page: college, week number and dates, status. */
export function ReportHeader({ week, college, dates, status, marker }: ReportHeaderProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  return (
    <Stack gap={4}>
      {college ? (
        // As written: an uppercase transform would turn 'CoET' into 'COET'.
        <Text fw={700} c="dimmed" size="sm">
          {college}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="header.profileHint"
            components={{ profile: <Anchor component={Link} to="/profile" size="sm" /> }}
          />
        </Text>
      )}
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {t('header.week', { week })}
        </Title>
        {status && <WeeklyStatusBadge status={status} />}
        {marker}
      </Group>
      {dates && (
        <Text c="dimmed">
          {t('header.dates', {
            week,
            start: logbookDate(dates.start),
            end: logbookDate(dates.end),
          })}
        </Text>
      )}
    </Stack>
  );
}
