import { MESSAGES, type TWeeklyReport } from '@ptlog/shared';
import { useRef, useState } from 'react';
import { notify } from '../../../app/notify';
import { i18n } from '../../../i18n/i18n';
import { translateMessage } from '../../../i18n/messages';
import { isNotFound, useRefreshLogbook, weeklyApi } from '../api';
import { failureOf } from '../failures';
import '../i18n';
import {
  draftsFromOperations,
  hasOperationChanges,
  newOperationDraft,
  operationChanges,
  operationDraftErrors,
  type TOperationDraft,
  type TOperationDraftErrors,
  type TOperationFields,
} from '../operations-draft';

/**
 * Edit mode of the operations: a local draft of the steps; Save sends the changed and new steps
 * in order; a confirmed delete of a saved step is sent at once (the server renumbers the rest).
 */
export function useOperationsEditor(report: TWeeklyReport) {
  const job = report.main_job;
  const saved = job?.operations ?? [];
  const [editing, setEditing] = useState(false);
  const [drafts, setDrafts] = useState<TOperationDraft[]>([]);
  const [errors, setErrors] = useState<TOperationDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deletingKey, setDeletingKey] = useState<string | null>(null);
  const sequence = useRef(0);
  const refresh = useRefreshLogbook();

  function reportFailure(error: unknown, fallback: string) {
    const result = failureOf(error, fallback);
    if (result.kind === 'locked') {
      notify.error(result.message);
      setEditing(false);
    } else setFailure(result.message);
  }

  function start() {
    const rows = draftsFromOperations(saved);
    if (rows.length === 0) {
      sequence.current += 1;
      rows.push(newOperationDraft(sequence.current));
    }
    setDrafts(rows);
    setErrors({});
    setFailure(null);
    setEditing(true);
  }

  function change(key: string, field: keyof TOperationFields, value: string) {
    setDrafts((rows) => rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
    setErrors((current) => ({ ...current, [key]: { ...current[key], [field]: undefined } }));
  }

  function add() {
    sequence.current += 1;
    setDrafts((rows) => [...rows, newOperationDraft(sequence.current)]);
  }

  const drop = (key: string) => setDrafts((rows) => rows.filter((row) => row.key !== key));

  async function remove(key: string) {
    const draft = drafts.find((row) => row.key === key);
    if (!draft) return;
    if (draft.id === null || !job) {
      drop(key);
      return;
    }
    setDeletingKey(key);
    setFailure(null);
    try {
      await weeklyApi.deleteOperation(job.id, draft.id);
      drop(key);
      notify.success(i18n.t('weekly-report:operations.deleted'));
    } catch (error) {
      if (isNotFound(error)) drop(key);
      else reportFailure(error, i18n.t('weekly-report:operations.deleteFailed'));
    }
    await refresh();
    setDeletingKey(null);
  }

  async function save() {
    if (!job) {
      setFailure(translateMessage(MESSAGES.weekly.mainJobMissing));
      return;
    }
    const rowErrors = operationDraftErrors(drafts);
    if (Object.keys(rowErrors).length > 0) {
      setErrors(rowErrors);
      return;
    }
    const changes = operationChanges(saved, drafts);
    if (!hasOperationChanges(changes)) {
      setEditing(false);
      return;
    }
    setSaving(true);
    setFailure(null);
    let fallback: string = MESSAGES.weekly.operationUpdateFailed;
    try {
      for (const update of changes.updates) {
        await weeklyApi.updateOperation(job.id, update.id, update.body);
      }
      fallback = MESSAGES.weekly.operationCreateFailed;
      for (const create of changes.creates) {
        const created = await weeklyApi.createOperation(job.id, create.body);
        // Saved now: a second Save after a later failure must not create it twice.
        setDrafts((rows) =>
          rows.map((row) => (row.key === create.key ? { ...row, id: created.id } : row)),
        );
      }
      notify.success(i18n.t('weekly-report:operations.saved'));
      setEditing(false);
    } catch (error) {
      reportFailure(error, fallback);
    }
    await refresh();
    setSaving(false);
  }

  return {
    editing,
    drafts,
    errors,
    failure,
    saving,
    deletingKey,
    start,
    cancel: () => setEditing(false),
    change,
    add,
    remove,
    save,
  };
}

export type TOperationsEditor = ReturnType<typeof useOperationsEditor>;
