import type { TOperation } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { createAccountRecord } from '../../../lib/account-record';
import { memoryStore } from '../../../lib/storage';
import { createUnsavedDrafts } from '../../../lib/unsaved-drafts';
import { draftsFromOperations, newOperationDraft } from '../operations-draft';
import { operationsDrafts } from './operations-drafts';

const saved: TOperation[] = [
  { id: 1, step_number: 1, operation_description: 'Drain the oil', tools_used: '', main_job: 4 },
];
const deviceDrafts = () =>
  createUnsavedDrafts(createAccountRecord(memoryStore(), 'unsaved_drafts', () => '5'));

describe('operationsDrafts', () => {
  it('keeps typed steps per week, and drops them once they say what is saved', () => {
    const device = deviceDrafts();
    const week2 = operationsDrafts(2, device);
    const typed = [
      ...draftsFromOperations(saved),
      { ...newOperationDraft(1), operation_description: 'Refill with SAE 90' },
    ];
    week2.keep({ rows: typed, startedWith: [1], answerLost: false }, saved);
    expect(week2.read(saved)?.rows).toEqual(typed);
    expect(operationsDrafts(3, device).read(saved)).toBeNull();

    // A new row left blank is no change: nothing to keep.
    const blank = [...draftsFromOperations(saved), newOperationDraft(2)];
    week2.keep({ rows: blank, startedWith: [1], answerLost: false }, saved);
    expect(week2.read(saved)).toBeNull();
  });

  it('keeps steps whose Save lost its answer even when they match, so they are claimed once', () => {
    const week = operationsDrafts(2, deviceDrafts());
    const rows = draftsFromOperations(saved);
    week.keep({ rows, startedWith: [1], answerLost: true }, saved);
    expect(week.read(saved)).toEqual({ rows, startedWith: [1], answerLost: true });
    week.discard();
    expect(week.read(saved)).toBeNull();
  });

  it('ignores what is not a draft of steps', () => {
    const device = deviceDrafts();
    device.keep('weekly-operations:2', {
      rows: [{ key: 'x' }],
      startedWith: [],
      answerLost: false,
    });
    expect(operationsDrafts(2, device).read(saved)).toBeNull();
  });
});
