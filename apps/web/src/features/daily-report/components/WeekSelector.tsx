import { ActionIcon, Group, NativeSelect, Text } from '@mantine/core';
import { type TPlacementWeek, TRAINING_WEEKS } from '@ptlog/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dateRangeLabel } from '../../../lib/day-format';
import { DAILY_REPORT_NS } from '../i18n';

const WEEK_NUMBERS = Array.from({ length: TRAINING_WEEKS }, (_, index) => index + 1);

interface WeekSelectorProps {
  week: number;
  weekDates: TPlacementWeek | undefined;
  onChange: (week: number) => void;
}

/** Week 1 to 8 with previous and next arrows, and the chosen week's Monday–Friday. */
export function WeekSelector({ week, weekDates, onChange }: WeekSelectorProps) {
  const { t } = useTranslation(DAILY_REPORT_NS);
  const options = WEEK_NUMBERS.map((number) => ({
    value: String(number),
    label: t('weekSelector.option', { week: number }),
  }));
  return (
    // The dates go under the arrows when they do not fit beside them (a 320 px phone): squeezed,
    // the select showed "We" instead of the week.
    <Group gap="xs" align="flex-end" style={{ rowGap: 4 }}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('weekSelector.previous')}
        disabled={week <= 1}
        onClick={() => onChange(week - 1)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <NativeSelect
        label={t('weekSelector.week')}
        data={options}
        value={String(week)}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        w={130}
        style={{ flexShrink: 0 }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('weekSelector.next')}
        disabled={week >= TRAINING_WEEKS}
        onClick={() => onChange(week + 1)}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
      {weekDates && (
        <Text size="sm" c="dimmed" pb={8} style={{ whiteSpace: 'nowrap' }}>
          {dateRangeLabel(weekDates.start_date, weekDates.end_date)}
        </Text>
      )}
    </Group>
  );
}
