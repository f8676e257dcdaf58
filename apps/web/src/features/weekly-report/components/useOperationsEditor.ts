import { MESSAGES, type TOperation, type TWeeklyReport } from '@ptlog/shared';
import { useRef, useState } from 'react';
import { notify } from '../../../app/notify';
import { i18n } from '../../../i18n/i18n';
import { translateMessage } from '../../../i18n/messages';
import { isApiError } from '../../../lib/api';
import { useSingleFlight } from '../../../lib/single-flight';
import { isNotFound, useRefreshLogbook, weeklyApi } from '../api';
import { failureOf } from '../failures';
import '../i18n';
import {
  claimReceivedSteps,
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
  /** Ids of the steps this edit started with: a step the server has beyond them is one we sent. */
  const startedWith = useRef<ReadonlySet<number>>(new Set());
  /** A Save lost its answer: the server may hold steps whose ids the drafts never got. */
  const answerLost = useRef(false);
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
    startedWith.current = new Set(saved.map((operation) => operation.id));
    answerLost.current = false;
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

  /**
   * Re-reads the week: the steps of this job the server holds. A Save whose answer was lost (a
   * phone's connection cut after the request reached the server) may have created some of them.
   * Throws when the week cannot be read: creating again blind could duplicate a step.
   */
  async function serverSteps(mainJobId: number): Promise<TOperation[]> {
    const week = await weeklyApi.week(report.week_number);
    return 'main_job' in week && week.main_job?.id === mainJobId ? week.main_job.operations : [];
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
    if (!answerLost.current && !hasOperationChanges(operationChanges(saved, drafts))) {
      setEditing(false);
      return;
    }
    setSaving(true);
    setFailure(null);
    let fallback: string = MESSAGES.weekly.operationUpdateFailed;
    try {
      let current = drafts;
      if (answerLost.current) {
        current = claimReceivedSteps(drafts, startedWith.current, await serverSteps(job.id));
        setDrafts(current);
        answerLost.current = false;
      }
      const changes = operationChanges(saved, current);
      if (!hasOperationChanges(changes)) {
        // Everything reached the server before the connection was lost.
        notify.success(i18n.t('weekly-report:operations.saved'));
        setEditing(false);
        return;
      }
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
      reportSaveFailure(error, fallback);
    } finally {
      await refresh();
      setSaving(false);
    }
  }

  /**
   * No answer, or a 5xx: the server may have saved a step all the same, so the next Save reads
   * the week and claims such steps before it creates anything again.
   */
  function reportSaveFailure(error: unknown, fallback: string) {
    const result = failureOf(error, fallback);
    if (result.kind !== 'offline') {
      reportFailure(error, fallback);
      return;
    }
    answerLost.current = true;
    const noAnswer = isApiError(error) && error.kind === 'network';
    setFailure(noAnswer ? i18n.t('weekly-report:operations.connectionLost') : result.message);
  }

  const saveOnce = useSingleFlight(save);

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
    // One save at a time: a double tap (or Enter twice) before `saving` re-renders would send each
    // new step twice, and the week would list it twice.
    save: saveOnce,
  };
}

export type TOperationsEditor = ReturnType<typeof useOperationsEditor>;
