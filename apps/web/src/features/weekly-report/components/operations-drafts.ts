// The operations typed and not saved yet, kept on this device per account (lib/unsaved-drafts.ts)
// as the main job's (main-job-drafts.ts) and the summary's are: a reload, Back, a killed tab or
// an idle sign-out open the editor again with them, and a week submitted meanwhile shows them to
// copy. Dropped only after a successful save or a confirmed Cancel.
import type { TOperation } from '@ptlog/shared';
import { type TUnsavedDrafts, unsavedDrafts } from '../../../lib/unsaved-drafts';
import { hasOperationChanges, operationChanges, type TOperationDraft } from '../operations-draft';

export interface TOperationsDraft {
  rows: TOperationDraft[];
  /** Ids of the steps the edit started with (useOperationsEditor's `startedWith`). */
  startedWith: number[];
  /** A Save lost its answer: the next Save first claims the steps the server received. */
  answerLost: boolean;
}

const isRow = (value: unknown): value is TOperationDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as TOperationDraft;
  return (
    typeof row.key === 'string' &&
    (row.id === null || typeof row.id === 'number') &&
    typeof row.operation_description === 'string' &&
    typeof row.tools_used === 'string'
  );
};

const isDraft = (value: unknown): value is TOperationsDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as TOperationsDraft;
  return (
    Array.isArray(draft.rows) &&
    draft.rows.every(isRow) &&
    Array.isArray(draft.startedWith) &&
    draft.startedWith.every((id) => typeof id === 'number') &&
    typeof draft.answerLost === 'boolean'
  );
};

/** Something to keep: a typed change, or steps the server may hold without the page knowing. */
const worthKeeping = (draft: TOperationsDraft, saved: readonly TOperation[]) =>
  draft.answerLost || hasOperationChanges(operationChanges(saved, draft.rows));

export function operationsDrafts(week: number, drafts: TUnsavedDrafts = unsavedDrafts) {
  const key = `weekly-operations:${week}`;
  return {
    /** The unsaved steps, unless there are none or they say what the saved steps say anyway. */
    read(saved: readonly TOperation[]): TOperationsDraft | null {
      const value = drafts.get(key);
      return isDraft(value) && worthKeeping(value, saved) ? value : null;
    },
    /** Keeps `draft`, or drops it when it is what the saved steps say anyway. */
    keep(draft: TOperationsDraft, saved: readonly TOperation[]): void {
      if (worthKeeping(draft, saved)) drafts.keep(key, draft);
      else drafts.discard(key);
    },
    discard: () => drafts.discard(key),
  };
}
