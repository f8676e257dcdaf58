import { Alert, NumberInput, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LIMITS, MESSAGES } from '@ptlog/shared';
import { IconCloudUpload, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../app/notify';
import { FormActions } from '../../../components/FormActions';
import { offlineOutbox } from '../../../lib/offline-outbox';
import { useSaveDailyReport } from '../api';
import {
  dailyOutboxEntry,
  dailyOutboxKey,
  dailySaveFailure,
  initialFormValues,
  parseDailyInput,
  type TDailyFormValues,
  validateDailyForm,
} from '../daily-form';
import type { TDayTile } from '../daily-week';

interface DailyFormProps {
  tile: TDayTile;
  week: number;
}

/**
 * Hours and description of one day. Saves with POST (new) or PUT (existing); without a network
 * the day is kept on this device and sent when the connection returns.
 */
export function DailyForm({ tile, week }: DailyFormProps) {
  const save = useSaveDailyReport();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TDailyFormValues>({
    initialValues: initialFormValues(tile.pending ?? tile.report),
    validate: (values) => validateDailyForm(tile.date, week, values),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    const input = parseDailyInput(tile.date, week, values);
    const existingId = tile.report?.id ?? null;
    setFailure(null);
    try {
      await save.mutateAsync({ input, existingId });
      // A newer copy kept offline would otherwise overwrite this save when it is replayed.
      offlineOutbox.remove(dailyOutboxKey(tile.date));
      notify.success(MESSAGES.daily.saved);
    } catch (error) {
      const result = dailySaveFailure(error);
      if (result.kind === 'offline') {
        offlineOutbox.put(dailyOutboxEntry(input, existingId));
        notify.warning(
          'You are offline. It will be sent when the connection returns.',
          MESSAGES.weekly.savedLocally,
        );
        return;
      }
      form.setErrors(result.fieldErrors);
      setFailure(result.message);
    }
  });

  const length = form.values.description.length;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {tile.pending && (
          <Alert
            color="yellow"
            icon={<IconCloudUpload size={18} />}
            title={MESSAGES.weekly.savedLocally}
          >
            This day is saved on this device and will be sent when the connection returns.
          </Alert>
        )}
        <NumberInput
          label="Hours"
          description={`${LIMITS.DAILY_HOURS_MIN} to ${LIMITS.DAILY_HOURS_MAX} hours, in steps of ${LIMITS.DAILY_HOURS_STEP}`}
          placeholder="e.g. 8"
          min={LIMITS.DAILY_HOURS_MIN}
          max={LIMITS.DAILY_HOURS_MAX}
          step={LIMITS.DAILY_HOURS_STEP}
          decimalScale={1}
          clampBehavior="none"
          allowNegative={false}
          inputMode="decimal"
          withAsterisk
          maw={220}
          {...form.getInputProps('hours')}
        />
        <Textarea
          label="Description"
          description={`${length} / ${LIMITS.DESCRIPTION_MAX} characters`}
          placeholder="What did you work on today?"
          autosize
          minRows={4}
          maxRows={12}
          maxLength={LIMITS.DESCRIPTION_MAX}
          withAsterisk
          {...form.getInputProps('description')}
        />
        <FormActions
          failure={failure}
          submitLabel="Save"
          submitting={save.isPending}
          submitIcon={<IconDeviceFloppy size={16} />}
        />
      </Stack>
    </form>
  );
}
