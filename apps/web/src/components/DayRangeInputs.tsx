import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import { COMPONENTS_NS } from './i18n';

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
 * be picked past the other. Typed (or from an address) the wrong way round, the list would just be
 * empty: the "until" field says why.
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
  const { t } = useTranslation(COMPONENTS_NS);
  const inverted = from !== '' && until !== '' && until < from;
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
        error={inverted ? t('dayRange.inverted', { from: fromLabel }) : undefined}
        onChange={(event) => onUntil(event.currentTarget.value)}
      />
    </>
  );
}
