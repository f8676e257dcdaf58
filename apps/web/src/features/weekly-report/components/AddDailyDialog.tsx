import { Modal, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LIMITS, MESSAGES, type TWeeklyReport } from '@ptlog/shared';
import { useMemo, useState } from 'react';
import { notify } from '../../../app/notify';
import { DiscardChangesDialog, useDiscardQuestion } from '../../../components/DiscardChangesDialog';
import { FormActions } from '../../../components/FormActions';
import {
  type TFormGuard,
  useFormDialogGuard,
  useReportFormGuard,
} from '../../../components/form-dialog-guard';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { focusFirst } from '../../../lib/focus-invalid';
import { offlineOutbox } from '../../../lib/offline-outbox';
import { useSingleFlight } from '../../../lib/single-flight';
import { useDailyOutbox } from '../../daily-report/components/useDailyOutbox';
import { dailyOutboxEntry } from '../../daily-report/daily-form';
import {
  addDailyDateOptions,
  addDailyFailure,
  defaultAddDailyDate,
  type TAddDailyValues,
  takenDateNote,
  toAddDailyInput,
  validateAddDaily,
} from '../add-daily';
import { useAddDailyReport } from '../api';
import { WEEKLY_REPORT_NS } from '../i18n';
import { dailyLogRows } from '../report-view';
import { addDailyDrafts, hasAddDailyInput } from './add-daily-drafts';

interface AddDailyDialogProps {
  opened: boolean;
  report: TWeeklyReport;
  today: string;
  onClose: () => void;
}

/**
 * Add Daily Report: a day of this week, what was done and the hours (0 to 12, steps of 0.5).
 * What is typed stays on this device until the day is saved (add-daily-drafts.ts): closing the
 * dialog any way puts it aside, and only Cancel, once confirmed, throws it away.
 */
export function AddDailyDialog({ opened, report, today, onClose }: AddDailyDialogProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  // While the day is sent the dialog stays (a refusal shows only here); once something is typed,
  // a stray tap outside does not close it.
  const guard = useFormDialogGuard(onClose);
  const discard = useDiscardQuestion(() => {
    addDailyDrafts(report.week_number).discard();
    onClose();
  });
  return (
    <>
      <Modal
        opened={opened}
        {...guard.modalProps}
        // Escape answers the question on top, not this dialog too.
        closeOnEscape={!discard.asking}
        title={t('addDaily.title')}
        centered
      >
        <AddDailyForm
          report={report}
          today={today}
          onDone={onClose}
          onDiscard={discard.ask}
          reportGuard={guard.report}
        />
      </Modal>
      <DiscardChangesDialog {...discard.dialogProps} opened={opened && discard.asking} />
    </>
  );
}

interface AddDailyFormProps {
  report: TWeeklyReport;
  today: string;
  onDone: () => void;
  /** Cancel with something typed: asks before throwing it away. */
  onDiscard: () => void;
  reportGuard: (guard: TFormGuard) => void;
}

function AddDailyForm({ report, today, onDone, onDiscard, reportGuard }: AddDailyFormProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const logged = useMemo(
    () => new Set(report.daily_reports.map((daily) => daily.date)),
    [report.daily_reports],
  );
  // Days this device still holds to send (the log shows them "Pending sync"): one whose answer
  // was lost is already on the server, so a second copy would only be refused as a duplicate.
  const outbox = useDailyOutbox();
  const unsent = useMemo(() => new Set(outbox.map((day) => day.date)), [outbox]);
  const taken = useMemo(() => new Set([...logged, ...unsent]), [logged, unsent]);
  const options = useMemo(
    () => addDailyDateOptions(dailyLogRows(report), today, logged, unsent),
    [report, today, logged, unsent],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddDailyReport();
  const drafts = addDailyDrafts(report.week_number);
  // Typed earlier and not saved (the dialog closed, Back, a reload): it comes back, on its day
  // while that day can still be chosen.
  const [kept] = useState(drafts.read);
  const selectableDate = (date: string | undefined) =>
    options.some((option) => option.value === date && !option.disabled) ? date : undefined;
  const form = useForm<TAddDailyValues>({
    initialValues: {
      date: selectableDate(kept?.date) ?? defaultAddDailyDate(options, today, taken),
      description: kept?.description ?? '',
      hours: kept?.hours ?? '',
    },
    validate: (values) => validateAddDaily(values, logged, unsent),
    onValuesChange: (values) => drafts.keep(values),
  });
  const typed = hasAddDailyInput(form.values);
  useReportFormGuard({ busy: add.isPending, typed }, reportGuard);

  // One day per tap: a double tap would send it twice, and the second answer ("day already
  // logged") would replace the first one's success.
  const send = useSingleFlight((values: TAddDailyValues) => {
    setFailure(null);
    const input = toAddDailyInput(values, report.week_number);
    return add.mutateAsync(input).then(
      () => {
        drafts.discard();
        notify.success(translateMessage(MESSAGES.daily.saved));
        onDone();
      },
      (error: unknown) => {
        const result = addDailyFailure(error);
        if (result.kind === 'offline') {
          // Kept like a day saved offline on the daily screen: sent when the network returns.
          offlineOutbox.put(dailyOutboxEntry(input, null));
          drafts.discard();
          notify.warning(translateMessage(MESSAGES.weekly.savedLocally));
          onDone();
          return;
        }
        if (result.field) form.setFieldError(result.field, result.message);
        else setFailure(result.message);
      },
    );
  });
  const handleSubmit = form.onSubmit(
    (values) => send(values),
    (_errors, _values, event) => focusFirst(event?.currentTarget),
  );

  const selectable = options.some((option) => !option.disabled);
  // Said under the select, not only in the chosen option's label: that gets cut on a phone.
  const dateNote = form.errors.date ? undefined : takenDateNote(form.values.date, logged, unsent);
  const allLogged = options.every((option) => taken.has(option.value));
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {allLogged && (
          <Text size="sm" c="dimmed">
            {t('addDaily.allLogged')}
          </Text>
        )}
        {!selectable && !allLogged && (
          <Text size="sm" c="dimmed">
            {t('addDaily.allAhead')}
          </Text>
        )}
        <NativeSelect
          label={t('addDaily.date')}
          required
          description={dateNote}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data={[
            { value: '', label: t('addDaily.chooseDay'), disabled: true },
            ...options.map(({ value, label, disabled }) => ({ value, label, disabled })),
          ]}
          {...form.getInputProps('date')}
        />
        <GrowingTextarea
          label={t('addDaily.description')}
          required
          minRows={3}
          maxRows={8}
          // No maxLength: it would cut a long paste silently; Save names the limit instead.
          placeholder={t('addDaily.descriptionPlaceholder')}
          {...form.getInputProps('description')}
        />
        <NumberInput
          label={t('addDaily.hours')}
          required
          min={LIMITS.DAILY_HOURS_MIN}
          max={LIMITS.DAILY_HOURS_MAX}
          step={LIMITS.DAILY_HOURS_STEP}
          decimalScale={1}
          clampBehavior="none"
          description={t('addDaily.hoursHint', {
            max: LIMITS.DAILY_HOURS_MAX,
            step: LIMITS.DAILY_HOURS_STEP,
          })}
          {...form.getInputProps('hours')}
        />
        {kept && typed && (
          <Text size="sm" c="dimmed" role="status">
            {t('addDaily.restoredDraft')}
          </Text>
        )}
        <FormActions
          failure={failure}
          gap="sm"
          onCancel={typed ? onDiscard : onDone}
          cancelDisabled={add.isPending}
          submitLabel={t('addDaily.save')}
          submitting={add.isPending}
          submitDisabled={!selectable}
        />
      </Stack>
    </form>
  );
}
