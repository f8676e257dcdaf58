import { Group, NumberInput, TextInput } from '@mantine/core';
import { LIMITS, type TSystemMetric, ZSystemMetricInput } from '@ptlog/shared';
import { useState } from 'react';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { useTranslation } from '../../../i18n/react';
import { useSaveSystemMetric } from '../api';
import { ADMIN_NS } from '../i18n';
import { checkSystemMetricForm, emptySystemMetricForm, systemMetricFormOf } from '../record-forms';
import { METRIC_NAME_MAX } from '../records-url';
import { RecordFormBody, type TRecordFormProps, useRecordForm } from './RecordFormDialog';

/** The longest unit the server keeps. */
const UNIT_MAX = ZSystemMetricInput.shape.unit.unwrap().maxLength ?? 30;

/** Add Metric / Edit of a system metric. */
export function SystemMetricForm(props: TRecordFormProps<TSystemMetric>) {
  const { editing } = props;
  const { t } = useTranslation(ADMIN_NS);
  // A new metric is measured now, as the dialog opens, unless staff say otherwise.
  const [initial] = useState(() =>
    editing ? systemMetricFormOf(editing) : emptySystemMetricForm(new Date()),
  );
  const { form, set, errorOf, body } = useRecordForm(props, {
    initial,
    check: (values) => checkSystemMetricForm(values, editing),
    mutation: useSaveSystemMetric(),
  });
  return (
    <RecordFormBody {...body}>
      <TextInput
        label={t('records.metrics.name')}
        placeholder={t('records.metrics.namePlaceholder')}
        withAsterisk
        maxLength={METRIC_NAME_MAX}
        value={form.metric_name}
        onChange={(event) => set('metric_name', event.currentTarget.value)}
        error={errorOf('metric_name')}
      />
      <Group grow align="flex-start" gap="sm">
        <NumberInput
          label={t('records.metrics.value')}
          withAsterisk
          inputMode="decimal"
          value={form.metric_value}
          onChange={(value) => set('metric_value', value)}
          error={errorOf('metric_value')}
          miw={0}
        />
        <TextInput
          label={t('records.metrics.unit')}
          placeholder={t('records.metrics.unitPlaceholder')}
          maxLength={UNIT_MAX}
          value={form.unit}
          onChange={(event) => set('unit', event.currentTarget.value)}
          error={errorOf('unit')}
          miw={0}
        />
      </Group>
      <TextInput
        type="datetime-local"
        label={t('records.metrics.recordedAt')}
        description={t('records.metrics.recordedAtHint', {
          min: String(LIMITS.DATE_YEAR_MIN),
          max: String(LIMITS.DATE_YEAR_MAX),
        })}
        withAsterisk
        value={form.recorded_at}
        onChange={(event) => set('recorded_at', event.currentTarget.value)}
        error={errorOf('recorded_at')}
      />
      <GrowingTextarea
        label={t('records.metrics.notes')}
        minRows={3}
        maxLength={LIMITS.TEXT_MAX}
        value={form.notes}
        onChange={(event) => set('notes', event.currentTarget.value)}
        error={errorOf('notes')}
      />
    </RecordFormBody>
  );
}
