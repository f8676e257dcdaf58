import { TextInput, type TextInputProps } from '@mantine/core';

interface DayRangeInputsProps {
  /** ISO dates, '' = no bound. */
  from: string;
  until: string;
  fromLabel: string;
  untilLabel: string;
  onFrom: (value: string) => void;
  onUntil: (value: string) => void;
  /** Layout props both inputs take (a grid cell's class, a width in a row of filters). */
  inputProps?: Pick<TextInputProps, 'className' | 'miw' | 'flex'>;
}

/**
 * A "from … until …" pair of date pickers for a list filter, both days included: neither day can
 * be picked past the other.
 */
export function DayRangeInputs({
  from,
  until,
  fromLabel,
  untilLabel,
  onFrom,
  onUntil,
  inputProps,
}: DayRangeInputsProps) {
  return (
    <>
      <TextInput
        {...inputProps}
        type="date"
        label={fromLabel}
        value={from}
        max={until || undefined}
        onChange={(event) => onFrom(event.currentTarget.value)}
      />
      <TextInput
        {...inputProps}
        type="date"
        label={untilLabel}
        value={until}
        min={from || undefined}
        onChange={(event) => onUntil(event.currentTarget.value)}
      />
    </>
  );
}
