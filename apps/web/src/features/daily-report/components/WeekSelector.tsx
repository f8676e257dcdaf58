import { ActionIcon, Group, NativeSelect, Text } from '@mantine/core';
import { type TPlacementWeek, TRAINING_WEEKS } from '@ptlog/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { dateRangeLabel } from '../../../lib/day-format';

const WEEK_OPTIONS = Array.from({ length: TRAINING_WEEKS }, (_, index) => ({
  value: String(index + 1),
  label: `Week ${index + 1}`,
}));

interface WeekSelectorProps {
  week: number;
  weekDates: TPlacementWeek | undefined;
  onChange: (week: number) => void;
}

/** Week 1 to 8 with previous and next arrows, and the chosen week's Monday–Friday. */
export function WeekSelector({ week, weekDates, onChange }: WeekSelectorProps) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Previous week"
        disabled={week <= 1}
        onClick={() => onChange(week - 1)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <NativeSelect
        label="Week"
        data={WEEK_OPTIONS}
        value={String(week)}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        w={130}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Next week"
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
