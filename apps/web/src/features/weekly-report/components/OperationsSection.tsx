import { Button, Group, Stack, Text } from '@mantine/core';
import type { TWeeklyReport } from '@ptlog/shared';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DiscardChangesDialog, useDiscardQuestion } from '../../../components/DiscardChangesDialog';
import { FormActions } from '../../../components/FormActions';
import { KeptCopy } from '../../../components/KeptCopy';
import { useTranslation } from '../../../i18n/react';
import { WEEKLY_REPORT_NS } from '../i18n';
import { operationsAsText } from '../operations-draft';
import { OperationRowEditor } from './OperationRowEditor';
import { OperationsList } from './OperationsList';
import { useEditFocus } from './useEditFocus';
import { useEditingReport } from './useEditingReport';
import { useOperationsEditor } from './useOperationsEditor';

interface OperationsSectionProps {
  report: TWeeklyReport;
  readOnly: boolean;
  /** Told when the editor opens and closes: the week's actions wait while it is open. */
  onEditingChange?: (editing: boolean) => void;
}

/** The main job's operations: numbered steps, edited, added and deleted apart from the title. */
export function OperationsSection({ report, readOnly, onEditingChange }: OperationsSectionProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const editor = useOperationsEditor(report, readOnly);
  const [confirmKey, setConfirmKey] = useState<string | null>(null);
  const discard = useDiscardQuestion(() => editor.cancel());
  const { fieldRef, buttonRef } = useEditFocus<HTMLTextAreaElement>(editor.editing);
  const job = report.main_job;
  const confirmStep = editor.drafts.findIndex((row) => row.key === confirmKey) + 1;
  const busy = editor.saving || editor.deletingKey !== null;

  useEditingReport(editor.editing, onEditingChange);

  // Typed steps are thrown away only on a second, explicit answer.
  function handleCancel() {
    if (editor.changed) discard.ask();
    else editor.cancel();
  }

  function handleDelete(key: string) {
    const row = editor.drafts.find((draft) => draft.key === key);
    const blank =
      row && row.id === null && !row.operation_description.trim() && !row.tools_used.trim();
    if (blank) void editor.remove(key);
    else setConfirmKey(key);
  }

  async function handleConfirmDelete() {
    if (confirmKey) await editor.remove(confirmKey);
    setConfirmKey(null);
  }

  const header = (
    <Group justify="space-between" align="center" gap="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('operations.label')}
      </Text>
      {!editor.locked && !editor.editing && (
        <Button
          ref={buttonRef}
          size="xs"
          variant="default"
          leftSection={<IconEdit size={14} />}
          onClick={editor.start}
          disabled={!job}
          aria-label={t('operations.editLabel')}
        >
          {t('operations.edit')}
        </Button>
      )}
    </Group>
  );

  if (!editor.editing) {
    return (
      <Stack gap="xs">
        {header}
        {editor.keptCopy && (
          <KeptCopy
            label={t('operations.keptLabel')}
            text={operationsAsText(editor.keptCopy)}
            onDiscard={editor.discardKeptCopy}
          />
        )}
        {job ? (
          <OperationsList operations={job.operations} />
        ) : (
          <Text c="dimmed" size="sm">
            {readOnly ? t('operations.noneRecorded') : t('operations.needsTitle')}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {header}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          editor.save();
        }}
        noValidate
      >
        <Stack gap="sm">
          {editor.drafts.map((draft, index) => (
            <OperationRowEditor
              key={draft.key}
              step={index + 1}
              draft={draft}
              errors={editor.errors[draft.key]}
              deleting={editor.deletingKey === draft.key}
              disabled={busy}
              fieldRef={index === 0 ? fieldRef : undefined}
              onChange={(field, value) => editor.change(draft.key, field, value)}
              onDelete={() => handleDelete(draft.key)}
            />
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={editor.add}
            disabled={busy}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('operations.addStep')}
          </Button>
          {editor.restored && editor.changed && (
            <Text size="sm" c="dimmed" role="status">
              {t('operations.restoredDraft')}
            </Text>
          )}
          <FormActions
            failure={editor.failure}
            gap="sm"
            onCancel={handleCancel}
            cancelDisabled={busy}
            cancelAriaLabel={t('operations.cancelLabel')}
            submitLabel={t('operations.save')}
            submitting={editor.saving}
            submitDisabled={editor.deletingKey !== null}
            submitAriaLabel={t('operations.saveLabel')}
          />
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirmKey !== null}
        title={t('operations.deleteTitle', { step: confirmStep })}
        message={t('operations.deleteMessage', { step: confirmStep })}
        confirmLabel={t('operations.deleteConfirm')}
        loading={editor.deletingKey !== null}
        onConfirm={() => void handleConfirmDelete()}
        onClose={() => setConfirmKey(null)}
      />
      <DiscardChangesDialog {...discard.dialogProps} />
    </Stack>
  );
}
