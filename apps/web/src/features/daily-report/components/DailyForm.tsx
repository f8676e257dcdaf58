import { Alert, Button, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LIMITS, MESSAGES, publicHoliday } from '@ptlog/shared';
import { IconCalendarEvent, IconCloudUpload, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../app/notify';
import { FormActions } from '../../../components/FormActions';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { currentLanguage } from '../../../i18n/i18n';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { isEditedElsewhereError } from '../../../lib/edited-elsewhere';
import { focusFirst } from '../../../lib/focus-invalid';
import { offlineOutbox } from '../../../lib/offline-outbox';
import { useSingleFlight } from '../../../lib/single-flight';
import { dayOnServer, useSaveDailyReport } from '../api';
import {
  dailyOutboxEntry,
  dailyOutboxKey,
  dailySaveFailure,
  initialFormValues,
  parseDailyInput,
  type TDailyFormValues,
  type TDayBegan,
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
 * the day is kept on this device and sent when the connection returns. A change says which saved
 * day it began from: refused because another tab or device saved the day since, the form keeps
 * what was typed and shows the other copy below it; a second Save replaces that copy.
 */
export function DailyForm({ tile, week, drafts }: DailyFormProps) {
  const { t } = useTranslation(DAILY_REPORT_NS);
  const save = useSaveDailyReport();
  const [failure, setFailure] = useState<string | null>(null);
  /** The saved day this edit began from; after a refusal, the copy saved elsewhere. */
  const [began, setBegan] = useState<TDayBegan | null>(tile.report);
  /** The day as another tab or device saved it meanwhile, shown below the form. */
  const [elsewhere, setElsewhere] = useState<TDayBegan | null>(null);
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
      await save.mutateAsync({ input, existingId, unsent: tile.pending, began });
      settled();
      // A newer copy kept offline would otherwise overwrite this save when it is replayed.
      offlineOutbox.remove(dailyOutboxKey(tile.date));
      notify.success(translateMessage(MESSAGES.daily.saved));
    } catch (error) {
      const result = dailySaveFailure(error);
      if (result.kind === 'offline') {
        // Said once: the day's form comes back with the 'Report saved locally' alert (announced,
        // and it stays), so no toast repeats it.
        offlineOutbox.put(dailyOutboxEntry(input, existingId, began));
        settled();
        return;
      }
      drafts.keep(tile.date, form.getValues());
      form.setErrors(result.fieldErrors);
      setFailure(translateMessage(result.message));
      if (isEditedElsewhereError(error)) await showSavedElsewhere();
    }
  });
  // The copy saved elsewhere, read back: shown, and what a second Save knowingly replaces. Not
  // written into the page's week: the form would start again from it and drop the message.
  async function showSavedElsewhere() {
    try {
      const copy = await dayOnServer(week, tile.date);
      if (!copy) return;
      setElsewhere(copy);
      setBegan(copy);
    } catch {
      // Unread (offline again): the next Save is refused again and tries once more.
    }
  }

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
          // Said to a screen reader too (the asterisk is hidden from it); the form is noValidate,
          // so no browser popup: the form's own checks speak.
          required
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
          required
          {...form.getInputProps('description')}
        />
        {elsewhere && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('form.savedElsewhere', { hours: elsewhere.hours_spent })}
            </Text>
            <Paper withBorder p="xs" bg="var(--mantine-color-gray-light)">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {elsewhere.description}
              </Text>
            </Paper>
          </Stack>
        )}
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
