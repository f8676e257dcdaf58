import { ActionIcon, Group, NativeSelect, Text, VisuallyHidden } from '@mantine/core';
import { type TPlacementWeek, TRAINING_WEEKS } from '@ptlog/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { dateRangeLabel } from '../../../lib/day-format';
import { DAILY_REPORT_NS } from '../i18n';

const WEEK_NUMBERS = Array.from({ length: TRAINING_WEEKS }, (_, index) => index + 1);

interface WeekSelectorProps {
  week: number;
  weekDates: TPlacementWeek | undefined;
  onChange: (week: number) => void;
}

/**
 * Week 1 to 8 with previous and next arrows, and the chosen week's Monday–Friday. A change of
 * week is said (politely) to a screen reader, whose user does not see the days change below.
 */
export function WeekSelector({ week, weekDates, onChange }: WeekSelectorProps) {
  const { t } = useTranslation(DAILY_REPORT_NS);
  const selectRef = useRef<HTMLSelectElement>(null);
  // An arrow that reaches week 1 or 8 is disabled, and a disabled button drops the keyboard
  // focus to the page: it goes to the week's select instead, once it shows the new week.
  const focusSelect = useRef(false);
  // Said only after a change: the week the screen opens on is in its title and select already.
  const [changed, setChanged] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the week shown changes.
  useLayoutEffect(() => {
    if (!focusSelect.current) return;
    focusSelect.current = false;
    selectRef.current?.focus();
  }, [week]);
  const options = WEEK_NUMBERS.map((number) => ({
    value: String(number),
    label: t('weekSelector.option', { week: number }),
  }));
  const handleChange = (next: number) => {
    setChanged(true);
    onChange(next);
  };
  const handleStep = (next: number) => {
    focusSelect.current = next <= 1 || next >= TRAINING_WEEKS;
    handleChange(next);
  };
  return (
    // The dates go under the arrows when they do not fit beside them (a 320 px phone): squeezed,
    // the select showed "We" instead of the week.
    <Group gap="xs" align="flex-end" style={{ rowGap: 4 }}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('weekSelector.previous')}
        disabled={week <= 1}
        onClick={() => handleStep(week - 1)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <NativeSelect
        label={t('weekSelector.week')}
        data={options}
        value={String(week)}
        ref={selectRef}
        onChange={(event) => handleChange(Number(event.currentTarget.value))}
        w={130}
        style={{ flexShrink: 0 }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('weekSelector.next')}
        disabled={week >= TRAINING_WEEKS}
        onClick={() => handleStep(week + 1)}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
      {weekDates && (
        <Text size="sm" c="dimmed" pb={8} style={{ whiteSpace: 'nowrap' }}>
          {dateRangeLabel(weekDates.start_date, weekDates.end_date)}
        </Text>
      )}
      <VisuallyHidden role="status">
        {!changed
          ? ''
          : weekDates
            ? t('weekSelector.shown', {
                week,
                dates: dateRangeLabel(weekDates.start_date, weekDates.end_date),
              })
            : t('weekSelector.option', { week })}
      </VisuallyHidden>
    </Group>
  );
}
