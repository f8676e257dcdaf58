import { Alert, Button, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LIMITS, MESSAGES, publicHoliday } from '@ptlog/shared';
import { IconCalendarEvent, IconCloudUpload, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { FormActions } from '../../../components/FormActions';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { currentLanguage } from '../../../i18n/i18n';
import { translateMessage } from '../../../i18n/messages';
import { focusFirst } from '../../../lib/focus-invalid';
import { offlineOutbox } from '../../../lib/offline-outbox';
import { useSingleFlight } from '../../../lib/single-flight';
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
import { sameDailyValues, type TDayDrafts } from '../day-drafts';
import { DAILY_REPORT_NS } from '../i18n';

interface DailyFormProps {
  tile: TDayTile;
  week: number;
  /** Unsaved text of each day, so that leaving the day and coming back keeps it. */
  drafts: TDayDrafts;
}

/**
 * Hours and description of one day. Saves with POST (new) or PUT (existing); without a network
 * the day is kept on this device and sent when the connection returns.
 */
export function DailyForm({ tile, week, drafts }: DailyFormProps) {
  const { t } = useTranslation(DAILY_REPORT_NS);
  const save = useSaveDailyReport();
  const [failure, setFailure] = useState<string | null>(null);
  const saved = initialFormValues(tile.pending ?? tile.report);
  // A draft that says what is saved anyway is no draft: dropped, and the form shows the saved day.
  const [restored] = useState(() => {
    const draft = drafts.get(tile.date);
    if (draft && sameDailyValues(draft, saved)) drafts.discard(tile.date);
    return draft && !sameDailyValues(draft, saved) ? draft : null;
  });
  const form = useForm<TDailyFormValues>({
    initialValues: restored ?? saved,
    validate: (values) => validateDailyForm(tile.date, week, values),
    onValuesChange: (values) => {
      if (sameDailyValues(values, saved)) drafts.discard(tile.date);
      else drafts.keep(tile.date, values);
    },
  });

  // One save per tap: a double tap would send the day twice (the second as a duplicate date).
  const send = useSingleFlight(async (values: typeof form.values) => {
    const input = parseDailyInput(tile.date, week, values);
    const existingId = tile.report?.id ?? null;
    setFailure(null);
    // The draft stays on the device until the text is safe elsewhere (saved, or queued offline):
    // a reload, a killed tab or an idle sign-out while a slow save waits must not lose it. Text
    // typed meanwhile is a newer draft and stays too.
    const settled = () => {
      const kept = drafts.get(tile.date);
      if (!kept || sameDailyValues(kept, values)) drafts.discard(tile.date);
    };
    try {
      // A day still waiting on this device may have reached the server already (its answer
      // lost): the save then edits that copy rather than failing as a duplicate date.
      await save.mutateAsync({ input, existingId, unsent: tile.pending });
      settled();
      // A newer copy kept offline would otherwise overwrite this save when it is replayed.
      offlineOutbox.remove(dailyOutboxKey(tile.date));
      notify.success(translateMessage(MESSAGES.daily.saved));
    } catch (error) {
      const result = dailySaveFailure(error);
      if (result.kind === 'offline') {
        // Said once: the day's form comes back with the 'Report saved locally' alert (announced,
        // and it stays), so no toast repeats it.
        offlineOutbox.put(dailyOutboxEntry(input, existingId));
        settled();
        return;
      }
      drafts.keep(tile.date, form.getValues());
      form.setErrors(result.fieldErrors);
      setFailure(translateMessage(result.message));
    }
  });
  const handleSubmit = form.onSubmit(
    (values) => send(values),
    (_errors, _values, event) => focusFirst(event?.currentTarget),
  );

  const length = form.values.description.length;
  // A public holiday not logged yet: one tap fills it in as such (0 hours), to save.
  const holiday =
    tile.report === null && tile.pending === null && form.values.description === ''
      ? publicHoliday(tile.date, currentLanguage())
      : null;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {tile.pending && (
          <Alert
            color="yellow"
            icon={<IconCloudUpload size={18} />}
            title={translateMessage(MESSAGES.weekly.savedLocally)}
          >
            {t('form.savedHere')}
          </Alert>
        )}
        {restored && !sameDailyValues(form.values, saved) && (
          <Text size="sm" c="dimmed" role="status">
            {t('form.restoredDraft')}
          </Text>
        )}
        {holiday && (
          <Alert
            color="blue"
            icon={<IconCalendarEvent size={18} />}
            title={t('form.holidayTitle', { name: holiday })}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('form.holidayHint')}</Text>
              <Button
                variant="light"
                size="xs"
                onClick={() =>
                  form.setValues({
                    hours: LIMITS.DAILY_HOURS_MIN,
                    description: t('form.holidayEntry', { name: holiday }),
                  })
                }
              >
                {t('form.holidayFill')}
              </Button>
            </Stack>
          </Alert>
        )}
        <NumberInput
          label={t('form.hours')}
          description={t('form.hoursHint', {
            min: LIMITS.DAILY_HOURS_MIN,
            max: LIMITS.DAILY_HOURS_MAX,
            step: LIMITS.DAILY_HOURS_STEP,
          })}
          placeholder={t('form.hoursPlaceholder')}
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
        <GrowingTextarea
          label={t('form.description')}
          description={t('form.characters', { length, max: LIMITS.DESCRIPTION_MAX })}
          placeholder={t('form.descriptionPlaceholder')}
          minRows={4}
          maxRows={12}
          // No maxLength: it would cut a long paste silently. The counter shows the excess and
          // Save says 'Description cannot exceed 1000 characters', with nothing lost.
          withAsterisk
          {...form.getInputProps('description')}
        />
        <FormActions
          failure={failure}
          submitLabel={t('form.save')}
          submitting={save.isPending}
          submitIcon={<IconDeviceFloppy size={16} />}
        />
      </Stack>
    </form>
  );
}
