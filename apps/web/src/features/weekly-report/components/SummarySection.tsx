import { Alert, Paper, Stack, Text } from '@mantine/core';
import { LIMITS, MESSAGES, type TWeeklyReport } from '@ptlog/shared';
import { IconCloudUpload } from '@tabler/icons-react';
import { type FormEvent, type RefObject, useEffect, useState } from 'react';
import { notify } from '../../../app/notify';
import { DiscardChangesDialog, useDiscardQuestion } from '../../../components/DiscardChangesDialog';
import { FormActions } from '../../../components/FormActions';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { KeptCopy } from '../../../components/KeptCopy';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { offlineOutbox } from '../../../lib/offline-outbox';
import { useSingleFlight } from '../../../lib/single-flight';
import { useRefreshLogbook, useUpdateWeeklyReport, weeklyUpdateRequest } from '../api';
import { failureOf } from '../failures';
import { WEEKLY_REPORT_NS } from '../i18n';
import { pendingSummaryBaseOf, weeklyOutboxKey, weeklyOutboxLabel } from '../pending-summary';
import { isReadOnly } from '../report-view';
import { SectionCard } from './SectionCard';
import { useEditFocus } from './useEditFocus';
import { summaryDrafts, usePendingSummary } from './usePendingSummary';

interface SummarySectionProps {
  report: TWeeklyReport;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  /** Edit Report, where focus returns when editing ends. */
  editButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The week's summary: text in view mode; Edit Report opens it for editing with Save Changes and
 * Cancel. A save that cannot reach the server is kept on this device and sent later; one refused
 * because the week was submitted meanwhile stays on this device too, shown to copy. Each save says
 * which saved text it was typed over (`summary_was`): one refused because another tab or device
 * saved a different text since keeps the typed text in the editor and shows the other below it;
 * a second Save replaces it, Cancel keeps it.
 */
export function SummarySection({
  report,
  editing,
  onEditingChange,
  editButtonRef,
}: SummarySectionProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const week = report.week_number;
  const pending = usePendingSummary(week);
  const shown = pending ?? report.summary;
  const unsaved = summaryDrafts(week);
  const [draft, setDraft] = useState(shown);
  const [restored, setRestored] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The saved text this edit began from: a save over another text is refused, not lost. */
  const baseNow = () =>
    pending === null ? report.summary : pendingSummaryBaseOf(offlineOutbox.list(), week);
  const [base, setBase] = useState(baseNow);
  /** Another tab or device saved the summary meanwhile: its text (the page's) is shown too. */
  const [savedElsewhere, setSavedElsewhere] = useState(false);
  /** A save was refused because the week was submitted meanwhile (409 report_locked). */
  const [locked, setLocked] = useState(false);
  const discard = useDiscardQuestion(() => stopEditing());
  /** Bumped when the kept copy is discarded: it lives on the device, not in React state. */
  const [, setKeptVersion] = useState(0);
  const closed = isReadOnly(report.status) || locked;
  const [wasEditing, setWasEditing] = useState(editing);
  const update = useUpdateWeeklyReport(week);
  const refreshLogbook = useRefreshLogbook();
  const { fieldRef } = useEditFocus<HTMLTextAreaElement>(editing, editButtonRef);

  // Each edit starts from what the page shows now, or from the text typed and not saved yet.
  if (editing !== wasEditing) {
    setWasEditing(editing);
    if (editing) {
      const kept = unsaved.read(shown);
      setDraft(kept ?? shown);
      setRestored(kept !== null);
      setFailure(null);
      setSavedElsewhere(false);
      // A waiting summary (not sent yet) was itself typed over a saved one.
      setBase(baseNow());
    }
  }

  // Coming back to the week (a reload, Back, a sign-in after an idle sign-out) with a summary
  // typed and not saved: the editor opens again with it.
  const hasUnsaved = !editing && !closed && unsaved.read(shown) !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per week, not on every render.
  useEffect(() => {
    if (hasUnsaved) onEditingChange(true);
  }, [week]);

  function handleChange(text: string) {
    setDraft(text);
    unsaved.keep(text, shown);
  }

  function stopEditing() {
    unsaved.discard();
    onEditingChange(false);
  }

  // Typed text is thrown away only on a second, explicit answer.
  function handleCancel() {
    if (draft === shown) stopEditing();
    else discard.ask();
  }

  // A week that cannot take the summary any more: what was typed, to copy.
  const kept = closed && !editing ? unsaved.read(shown) : null;

  function handleDiscardKept() {
    unsaved.discard();
    setKeptVersion((version) => version + 1);
  }

  // One save per tap (a double tap would send the summary twice).
  const saveOnce = useSingleFlight(() => {
    // The page's Monday: a save for a page staff renumbered since (a moved start) is refused.
    // After a refusal the page shows the other text, and a second Save is meant to replace it.
    const summaryWas = savedElsewhere ? report.summary : base;
    const body = {
      summary: draft.trim(),
      start_date: report.start_date,
      ...(summaryWas === undefined ? {} : { summary_was: summaryWas }),
    };
    setFailure(null);
    return update.mutateAsync(body).then(
      () => {
        unsaved.discard();
        offlineOutbox.remove(weeklyOutboxKey(week));
        notify.success(translateMessage(MESSAGES.weekly.saved));
        onEditingChange(false);
      },
      (error: unknown) => {
        const result = failureOf(error, MESSAGES.weekly.saveFailed);
        if (result.kind === 'offline') {
          const request = weeklyUpdateRequest(week, body);
          offlineOutbox.put({
            key: weeklyOutboxKey(week),
            label: weeklyOutboxLabel(week),
            ...request,
          });
          unsaved.discard();
          notify.warning(translateMessage(MESSAGES.weekly.savedLocally));
          onEditingChange(false);
          return;
        }
        if (result.kind === 'locked') {
          // Kept on the device, not thrown away: shown below to copy (up to 5000 characters).
          notify.error(result.message);
          setLocked(true);
          onEditingChange(false);
          void refreshLogbook();
          return;
        }
        if (result.kind === 'editedElsewhere') setSavedElsewhere(true);
        setFailure(result.message);
      },
    );
  });

  function handleSave(event: FormEvent) {
    event.preventDefault();
    saveOnce();
  }

  return (
    <SectionCard id="summary-heading" title={t('summary.title')}>
      {editing ? (
        <form onSubmit={handleSave} noValidate>
          <Stack gap="sm">
            <GrowingTextarea
              ref={fieldRef}
              label={t('summary.label')}
              description={t('summary.characters', {
                length: draft.length,
                max: LIMITS.SUMMARY_MAX,
              })}
              minRows={5}
              maxRows={16}
              // No maxLength: it would cut a long paste silently; the server's refusal names the
              // limit, and the text stays.
              value={draft}
              onChange={(event) => handleChange(event.currentTarget.value)}
            />
            {savedElsewhere && (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('summary.savedElsewhere')}
                </Text>
                <Paper withBorder p="xs" bg="var(--mantine-color-gray-light)">
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {report.summary.trim() ? report.summary : t('summary.empty')}
                  </Text>
                </Paper>
              </Stack>
            )}
            {restored && draft !== shown && (
              <Text size="sm" c="dimmed" role="status">
                {t('summary.restoredDraft')}
              </Text>
            )}
            <FormActions
              failure={failure}
              gap="sm"
              onCancel={handleCancel}
              cancelDisabled={update.isPending}
              submitLabel={t('summary.save')}
              submitting={update.isPending}
            />
          </Stack>
        </form>
      ) : (
        <Stack gap="xs">
          {pending !== null && (
            <Alert color="yellow" icon={<IconCloudUpload size={18} />} p="xs">
              {t('summary.pending', {
                savedLocally: translateMessage(MESSAGES.weekly.savedLocally),
              })}
            </Alert>
          )}
          {kept !== null && (
            <KeptCopy label={t('summary.keptLabel')} text={kept} onDiscard={handleDiscardKept} />
          )}
          {shown.trim() ? (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{shown}</Text>
          ) : (
            <Text c="dimmed">{t('summary.empty')}</Text>
          )}
        </Stack>
      )}
      <DiscardChangesDialog {...discard.dialogProps} />
    </SectionCard>
  );
}
