// The operations editor works on a draft: rows are changed and added locally, and Save sends a
// PUT for each changed step and a POST for each new one, in order (the server numbers new steps
// after the last). Deleting a saved step is immediate (after confirmation) and the server renumbers.
import {
  type TOperation,
  type TOperationCreate,
  type TOperationUpdate,
  ZOperationUpdate,
} from '@ptlog/shared';
import { i18n } from '../../i18n/i18n';
import { translateMessage } from '../../i18n/messages';
import './i18n';

export interface TOperationDraft {
  /** Stable React key: `op-{id}` for a saved step, `new-{n}` for one added in this edit. */
  key: string;
  /** Null until the step is saved. */
  id: number | null;
  operation_description: string;
  tools_used: string;
}

export type TOperationFields = Pick<TOperationDraft, 'operation_description' | 'tools_used'>;

export interface TOperationChanges {
  updates: { key: string; id: number; body: Required<TOperationUpdate> }[];
  creates: { key: string; body: Pick<TOperationCreate, 'operation_description' | 'tools_used'> }[];
}

export function draftsFromOperations(operations: readonly TOperation[]): TOperationDraft[] {
  return [...operations]
    .sort((a, b) => a.step_number - b.step_number)
    .map((operation) => ({
      key: `op-${operation.id}`,
      id: operation.id,
      operation_description: operation.operation_description,
      tools_used: operation.tools_used,
    }));
}

export function newOperationDraft(sequence: number): TOperationDraft {
  return { key: `new-${sequence}`, id: null, operation_description: '', tools_used: '' };
}

function trimmed(fields: TOperationFields): TOperationFields {
  return {
    operation_description: fields.operation_description.trim(),
    tools_used: fields.tools_used.trim(),
  };
}

function isBlank(fields: TOperationFields): boolean {
  const clean = trimmed(fields);
  return clean.operation_description === '' && clean.tools_used === '';
}

/** What Save must send: changed saved steps, and new steps that are not left empty. */
export function operationChanges(
  saved: readonly TOperation[],
  drafts: readonly TOperationDraft[],
): TOperationChanges {
  const byId = new Map(saved.map((operation) => [operation.id, operation]));
  const changes: TOperationChanges = { updates: [], creates: [] };
  for (const draft of drafts) {
    const body = trimmed(draft);
    if (draft.id === null) {
      if (!isBlank(draft)) changes.creates.push({ key: draft.key, body });
      continue;
    }
    const before = byId.get(draft.id);
    if (!before) continue;
    const changed =
      body.operation_description !== before.operation_description.trim() ||
      body.tools_used !== before.tools_used.trim();
    if (changed) changes.updates.push({ key: draft.key, id: draft.id, body });
  }
  return changes;
}

export function hasOperationChanges(changes: TOperationChanges): boolean {
  return changes.updates.length > 0 || changes.creates.length > 0;
}

export type TOperationDraftErrors = Record<string, Partial<Record<keyof TOperationFields, string>>>;

/** Per row key, the first message of each refused field (lengths, DESIGN §4.4). */
export function operationDraftErrors(drafts: readonly TOperationDraft[]): TOperationDraftErrors {
  const errors: TOperationDraftErrors = {};
  for (const draft of drafts) {
    const result = ZOperationUpdate.safeParse(trimmed(draft));
    if (result.success) continue;
    const rowErrors: Partial<Record<keyof TOperationFields, string>> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if ((field === 'operation_description' || field === 'tools_used') && !rowErrors[field]) {
        rowErrors[field] = translateMessage(issue.message);
      }
    }
    errors[draft.key] = rowErrors;
  }
  return errors;
}

/**
 * After a Save whose answer was lost, the server may hold steps this page never heard of: an
 * unsaved draft takes the id of such a step with the same (trimmed) texts, so Save again updates
 * it instead of creating a duplicate. `known` are the ids this page already had; each server step
 * is claimed at most once, oldest first.
 */
export function claimReceivedSteps(
  drafts: readonly TOperationDraft[],
  known: ReadonlySet<number>,
  server: readonly TOperation[],
): TOperationDraft[] {
  const taken = new Set(drafts.flatMap((draft) => (draft.id === null ? [] : [draft.id])));
  const received = [...server]
    .sort((a, b) => a.step_number - b.step_number)
    .filter((operation) => !known.has(operation.id) && !taken.has(operation.id));
  return drafts.map((draft) => {
    if (draft.id !== null) return draft;
    const body = trimmed(draft);
    const index = received.findIndex(
      (operation) =>
        operation.operation_description.trim() === body.operation_description &&
        operation.tools_used.trim() === body.tools_used,
    );
    if (index < 0) return draft;
    const [match] = received.splice(index, 1);
    return { ...draft, id: match!.id };
  });
}

/**
 * The typed steps as plain text to copy elsewhere (a week submitted before they were saved):
 * "Step 1: …" and its tools on the next line; blank rows left out.
 */
export function operationsAsText(drafts: readonly TOperationDraft[]): string {
  return drafts
    .filter((draft) => !isBlank(draft))
    .map((draft, index) => {
      const clean = trimmed(draft);
      const step = i18n.t('weekly-report:operations.copyStep', {
        step: index + 1,
        description: clean.operation_description,
      });
      if (!clean.tools_used) return step;
      return `${step}\n${i18n.t('weekly-report:operations.toolsUsed', { tools: clean.tools_used })}`;
    })
    .join('\n\n');
}
