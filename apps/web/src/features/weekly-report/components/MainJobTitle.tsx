import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, MESSAGES, type TWeeklyReport } from '@ptlog/shared';
import { IconEdit } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../app/notify';
import { DiscardChangesDialog, useDiscardQuestion } from '../../../components/DiscardChangesDialog';
import { FormActions } from '../../../components/FormActions';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { KeptCopy } from '../../../components/KeptCopy';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api';
import { useSingleFlight } from '../../../lib/single-flight';
import { useSaveMainJob } from '../api';
import { failureOf } from '../failures';
import { WEEKLY_REPORT_NS } from '../i18n';
import { mainJobDrafts, sameMainJob, type TMainJobDraft } from './main-job-drafts';
import { useEditFocus } from './useEditFocus';
import { useEditingReport } from './useEditingReport';

interface MainJobTitleProps {
  report: TWeeklyReport;
  readOnly: boolean;
  /** Told when the editor opens and closes: the week's actions wait while it is open. */
  onEditingChange?: (editing: boolean) => void;
}

/** The main job's title and description, edited on their own (Edit / Save / Cancel main job). */
export function MainJobTitle({ report, readOnly, onEditingChange }: MainJobTitleProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const job = report.main_job;
  const title = job?.title ?? report.main_job_title;
  const description = job?.description ?? report.main_job_description;
  const shown = { title, description };
  // Typed and not saved yet, kept on this device like the summary (a reload, Back, an idle
  // sign-out): the editor opens again with it.
  const drafts = mainJobDrafts(report.week_number);
  const [editing, setEditing] = useState(() => !readOnly && drafts.read(shown) !== null);
  const [values, setValues] = useState(() => drafts.read(shown) ?? shown);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** The saved texts this edit began from: a save over others is refused, not lost. */
  const [began, setBegan] = useState(shown);
  /** Another tab or device saved the main job meanwhile: its texts (the page's) are shown too. */
  const [savedElsewhere, setSavedElsewhere] = useState(false);
  /** A save was refused because the week was submitted meanwhile (409 report_locked). */
  const [locked, setLocked] = useState(false);
  const discard = useDiscardQuestion(() => stopEditing());
  /** Bumped when the kept copy is discarded: it lives on the device, not in React state. */
  const [, setKeptVersion] = useState(0);
  const save = useSaveMainJob(report);
  const closed = readOnly || locked;
  const open = editing && !closed;
  const { fieldRef, buttonRef } = useEditFocus<HTMLInputElement>(open);
  useEditingReport(open, onEditingChange);
  // A week that cannot take the change any more: what was typed, to copy.
  const kept = closed ? drafts.read(shown) : null;

  function change(next: TMainJobDraft) {
    setValues(next);
    drafts.keep(next, shown);
  }

  function stopEditing() {
    drafts.discard();
    setEditing(false);
  }

  // Typed text is thrown away only on a second, explicit answer.
  function handleCancel() {
    if (sameMainJob(values, shown)) stopEditing();
    else discard.ask();
  }

  function handleDiscardKept() {
    drafts.discard();
    setKeptVersion((version) => version + 1);
  }

  function handleEdit() {
    setValues(drafts.read(shown) ?? shown);
    setError(null);
    setFailure(null);
    setBegan(shown);
    setSavedElsewhere(false);
    setEditing(true);
  }

  // One save per tap: a double tap on a new main job would create it twice.
  const saveOnce = useSingleFlight(() => {
    const body = { title: values.title.trim(), description: values.description.trim() };
    // A main job always has a title: the server refuses a blank one, new or renamed.
    if (body.title === '') {
      setError(t('mainJob.titleRequired'));
      return;
    }
    setFailure(null);
    // After a refusal the page shows the other texts, and a second Save is meant to replace them.
    return save.mutateAsync({ ...body, began: savedElsewhere ? shown : began }).then(
      () => {
        notify.success(t('mainJob.saved'));
        stopEditing();
      },
      (cause: unknown) => {
        const fallback = job
          ? MESSAGES.weekly.mainJobUpdateFailed
          : MESSAGES.weekly.mainJobCreateFailed;
        const result = failureOf(cause, fallback);
        if (result.kind === 'locked') {
          // What was typed stays on the device: shown below to copy.
          notify.error(result.message);
          setLocked(true);
          setEditing(false);
          return;
        }
        // No answer (offline, a dropped connection): the editor stays open with what was typed,
        // kept on the device, and says so, as the operations editor does.
        if (result.kind === 'editedElsewhere') setSavedElsewhere(true);
        const noAnswer = isApiError(cause) && cause.kind === 'network';
        setFailure(noAnswer ? t('mainJob.connectionLost') : result.message);
      },
    );
  });

  function handleSave(event: FormEvent) {
    event.preventDefault();
    saveOnce();
  }

  if (!open) {
    return (
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('mainJob.label')}
            </Text>
            {title.trim() ? (
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Text>
            ) : (
              <Text c="dimmed">{t('mainJob.empty')}</Text>
            )}
            {description.trim() && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {description}
              </Text>
            )}
          </Stack>
          {!closed && (
            <Button
              ref={buttonRef}
              size="xs"
              variant="default"
              leftSection={<IconEdit size={14} />}
              onClick={handleEdit}
              aria-label={t('mainJob.editLabel')}
              style={{ flexShrink: 0 }}
            >
              {t('mainJob.edit')}
            </Button>
          )}
        </Group>
        {kept && (
          <KeptCopy
            label={t('mainJob.keptLabel')}
            text={[kept.title.trim(), kept.description.trim()].filter(Boolean).join('\n\n')}
            onDiscard={handleDiscardKept}
          />
        )}
      </Stack>
    );
  }

  return (
    <>
      <form onSubmit={handleSave} noValidate>
        <Stack gap="sm">
          <TextInput
            ref={fieldRef}
            label={t('mainJob.title')}
            required
            maxLength={LIMITS.TEXT_MAX}
            value={values.title}
            error={error}
            onChange={(event) => {
              change({ ...values, title: event.currentTarget.value });
              setError(null);
            }}
          />
          <GrowingTextarea
            label={t('mainJob.description')}
            minRows={2}
            maxRows={6}
            maxLength={LIMITS.DESCRIPTION_MAX}
            value={values.description}
            onChange={(event) => change({ ...values, description: event.currentTarget.value })}
          />
          {savedElsewhere && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('mainJob.savedElsewhere')}
              </Text>
              <Paper withBorder p="xs" bg="var(--mantine-color-gray-light)">
                <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Text>
                {description.trim() && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {description}
                  </Text>
                )}
              </Paper>
            </Stack>
          )}
          <FormActions
            failure={failure}
            gap="sm"
            onCancel={handleCancel}
            cancelDisabled={save.isPending}
            cancelAriaLabel={t('mainJob.cancelLabel')}
            submitLabel={t('mainJob.save')}
            submitting={save.isPending}
            submitAriaLabel={t('mainJob.saveLabel')}
          />
        </Stack>
      </form>
      <DiscardChangesDialog {...discard.dialogProps} />
    </>
  );
}
