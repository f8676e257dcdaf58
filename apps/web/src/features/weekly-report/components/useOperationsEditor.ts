import { MESSAGES, type TOperation, type TWeeklyReport } from '@ptlog/shared';
import { useEffect, useRef, useState } from 'react';
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
import { operationsDrafts, type TOperationsDraft } from './operations-drafts';

/** The next `new-{n}` after those of restored rows, so a new step never reuses a row's key. */
const lastSequence = (rows: readonly TOperationDraft[]) =>
  Math.max(0, ...rows.map((row) => Number(/^new-(\d+)$/.exec(row.key)?.[1] ?? 0)));

/**
 * Edit mode of the operations: a local draft of the steps, kept on this device until it is saved
 * or a Cancel is confirmed (operations-drafts.ts); Save sends the changed and new steps in order;
 * a confirmed delete of a saved step is sent at once (the server renumbers the rest). A week
 * submitted meanwhile (here refused, or read-only when the page opens) cannot take the steps: they
 * stay kept and are offered to copy (`keptCopy`).
 */
export function useOperationsEditor(report: TWeeklyReport, readOnly: boolean) {
  const job = report.main_job;
  const saved = job?.operations ?? [];
  const store = operationsDrafts(report.week_number);
  // Coming back to the week (a reload, Back, a sign-in after an idle sign-out) with steps typed
  // and not saved: the editor opens again with them.
  const [initial] = useState(() => (readOnly ? null : store.read(saved)));
  const [editing, setEditing] = useState(initial !== null);
  const [restored, setRestored] = useState(initial !== null);
  const [drafts, setDrafts] = useState<TOperationDraft[]>(initial?.rows ?? []);
  const [errors, setErrors] = useState<TOperationDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deletingKey, setDeletingKey] = useState<string | null>(null);
  /** A change was refused because the week was submitted meanwhile (409 report_locked). */
  const [locked, setLocked] = useState(false);
  /** A Save lost its answer: the server may hold steps whose ids the drafts never got. */
  const [answerLost, setAnswerLost] = useState(initial?.answerLost ?? false);
  /** Bumped when the kept copy is discarded: it lives on the device, not in React state. */
  const [, setKeptVersion] = useState(0);
  const sequence = useRef(lastSequence(initial?.rows ?? []));
  /** Ids of the steps this edit started with: a step the server has beyond them is one we sent. */
  const startedWith = useRef<ReadonlySet<number>>(new Set(initial?.startedWith));
  const refresh = useRefreshLogbook();
  const open = editing && !readOnly && !locked;

  // Written on every change while the editor is open, so nothing depends on pagehide firing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `saved` and `store` follow the report.
  useEffect(() => {
    if (!open) return;
    const draft: TOperationsDraft = {
      rows: drafts,
      startedWith: [...startedWith.current],
      answerLost,
    };
    store.keep(draft, saved);
  }, [open, drafts, answerLost]);

  function reportFailure(error: unknown, fallback: string) {
    const result = failureOf(error, fallback);
    if (result.kind === 'locked') {
      // What was typed stays on the device: the section shows it to copy.
      notify.error(result.message);
      setLocked(true);
      setEditing(false);
    } else setFailure(result.message);
  }

  function start() {
    const kept = store.read(saved);
    const rows = kept?.rows ?? draftsFromOperations(saved);
    sequence.current = Math.max(sequence.current, lastSequence(rows));
    if (rows.length === 0) {
      sequence.current += 1;
      rows.push(newOperationDraft(sequence.current));
    }
    setDrafts(rows);
    startedWith.current = new Set(kept?.startedWith ?? saved.map((operation) => operation.id));
    setAnswerLost(kept?.answerLost ?? false);
    setRestored(kept !== null);
    setErrors({});
    setFailure(null);
    setEditing(true);
  }

  /** Ends the edit and forgets what it typed: after a save, or a confirmed Cancel. */
  function finish() {
    store.discard();
    setEditing(false);
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
    if (!answerLost && !hasOperationChanges(operationChanges(saved, drafts))) {
      finish();
      return;
    }
    setSaving(true);
    setFailure(null);
    let fallback: string = MESSAGES.weekly.operationUpdateFailed;
    try {
      let current = drafts;
      if (answerLost) {
        current = claimReceivedSteps(drafts, startedWith.current, await serverSteps(job.id));
        setDrafts(current);
        setAnswerLost(false);
      }
      const changes = operationChanges(saved, current);
      if (!hasOperationChanges(changes)) {
        // Everything reached the server before the connection was lost.
        notify.success(i18n.t('weekly-report:operations.saved'));
        finish();
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
      finish();
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
    setAnswerLost(true);
    const noAnswer = isApiError(error) && error.kind === 'network';
    setFailure(noAnswer ? i18n.t('weekly-report:operations.connectionLost') : result.message);
  }

  const saveOnce = useSingleFlight(save);
  // A week that cannot take the steps any more: what was typed, to copy (null when nothing).
  const keptCopy = readOnly || locked ? (store.read(saved)?.rows ?? null) : null;

  return {
    editing: open,
    /** Cancel must ask first: it would throw away typed steps. */
    changed: open && hasOperationChanges(operationChanges(saved, drafts)),
    /** The rows came back from the device (typed earlier, not saved). */
    restored: open && restored,
    drafts,
    errors,
    failure,
    saving,
    deletingKey,
    /** Saving no longer possible: the week was submitted meanwhile. */
    locked: readOnly || locked,
    keptCopy,
    start,
    /** Closes the editor and forgets what was typed (Cancel, confirmed when `changed`). */
    cancel: finish,
    discardKeptCopy: () => {
      store.discard();
      setKeptVersion((version) => version + 1);
    },
    change,
    add,
    remove,
    // One save at a time: a double tap (or Enter twice) before `saving` re-renders would send each
    // new step twice, and the week would list it twice.
    save: saveOnce,
  };
}

export type TOperationsEditor = ReturnType<typeof useOperationsEditor>;
