import { LIMITS, MESSAGES, type TOperation } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import {
  claimReceivedSteps,
  draftsFromOperations,
  hasOperationChanges,
  newOperationDraft,
  operationChanges,
  operationDraftErrors,
  operationsAsText,
} from './operations-draft';

const op = (id: number, step: number, description: string, tools = ''): TOperation => ({
  id,
  step_number: step,
  operation_description: description,
  tools_used: tools,
  main_job: 5,
});

const saved = [op(2, 2, 'Solder the joints', 'Soldering iron'), op(1, 1, 'Cut the board')];

describe('draftsFromOperations', () => {
  it('orders the rows by step', () => {
    expect(draftsFromOperations(saved).map((draft) => [draft.key, draft.id])).toEqual([
      ['op-1', 1],
      ['op-2', 2],
    ]);
  });
});

describe('operationChanges', () => {
  it('finds nothing to send for an untouched draft', () => {
    const changes = operationChanges(saved, draftsFromOperations(saved));
    expect(changes).toEqual({ updates: [], creates: [] });
    expect(hasOperationChanges(changes)).toBe(false);
  });

  it('updates changed steps and creates filled new ones, trimmed, in order', () => {
    const drafts = draftsFromOperations(saved);
    drafts[0] = { ...drafts[0]!, tools_used: ' Hacksaw ' };
    drafts.push({ ...newOperationDraft(1), operation_description: ' Test the circuit ' });
    drafts.push(newOperationDraft(2));
    drafts.push({ ...newOperationDraft(3), tools_used: 'Multimeter' });
    const changes = operationChanges(saved, drafts);
    expect(changes.updates).toEqual([
      {
        key: 'op-1',
        id: 1,
        body: { operation_description: 'Cut the board', tools_used: 'Hacksaw' },
      },
    ]);
    expect(changes.creates).toEqual([
      { key: 'new-1', body: { operation_description: 'Test the circuit', tools_used: '' } },
      { key: 'new-3', body: { operation_description: '', tools_used: 'Multimeter' } },
    ]);
    expect(hasOperationChanges(changes)).toBe(true);
  });

  it('ignores whitespace-only edits and rows deleted meanwhile', () => {
    const drafts = draftsFromOperations(saved);
    drafts[0] = { ...drafts[0]!, operation_description: 'Cut the board  ' };
    drafts.push({ key: 'op-9', id: 9, operation_description: 'x', tools_used: '' });
    expect(operationChanges(saved, drafts)).toEqual({ updates: [], creates: [] });
  });
});

describe('operationDraftErrors', () => {
  it('refuses over-long texts per row', () => {
    const long = 'a'.repeat(LIMITS.DESCRIPTION_MAX + 1);
    const drafts = [{ ...newOperationDraft(1), operation_description: long }, newOperationDraft(2)];
    expect(operationDraftErrors(drafts)).toEqual({
      'new-1': { operation_description: MESSAGES.daily.descriptionTooLong },
    });
  });
});

describe('claimReceivedSteps', () => {
  const draft = (key: string, description: string, tools = '') => ({
    ...newOperationDraft(0),
    key,
    operation_description: description,
    tools_used: tools,
  });

  it('gives an unsaved draft the id of a step the server got with the same texts, once', () => {
    const drafts = [
      ...draftsFromOperations([op(1, 1, 'Cut the board')]),
      draft('new-1', ' Drill the holes ', 'Drill'),
      draft('new-2', 'Drill the holes', 'Drill'),
    ];
    const server = [
      op(1, 1, 'Cut the board'),
      op(8, 2, 'Drill the holes', 'Drill'),
      op(9, 3, 'Someone else added this'),
    ];
    const claimed = claimReceivedSteps(drafts, new Set([1]), server);
    expect(claimed.map((row) => [row.key, row.id])).toEqual([
      ['op-1', 1],
      ['new-1', 8],
      ['new-2', null],
    ]);
  });

  it('never claims a step this edit started with or one another draft holds', () => {
    const drafts = [draft('new-1', 'Cut the board'), { ...draft('new-2', 'Drill'), id: 8 }];
    const server = [op(1, 1, 'Cut the board'), op(8, 2, 'Drill')];
    const claimed = claimReceivedSteps(drafts, new Set([1]), server);
    expect(claimed.map((row) => row.id)).toEqual([null, 8]);
  });
});

describe('operationsAsText', () => {
  it('numbers the typed steps for copying, tools under each, blank rows left out', () => {
    const rows = [
      { ...newOperationDraft(1), operation_description: ' Cut the board ' },
      newOperationDraft(2),
      { ...newOperationDraft(3), operation_description: 'Solder', tools_used: 'Iron' },
    ];
    expect(operationsAsText(rows)).toBe(
      'Step 1: Cut the board\n\nStep 2: Solder\nTools used: Iron',
    );
  });
});
