import { describe, expect, it } from 'vitest';
import { PROGRESS_STEP_MS, progressDone, progressStepAt, progressSteps } from './enhance-progress';

describe('progressStepAt', () => {
  it('walks 10, 25, 40, 60, 80, 95 one step about every 800 ms', () => {
    const seen = [0, 1, 2, 3, 4, 5].map((step) => progressStepAt(step * PROGRESS_STEP_MS).percent);
    expect(seen).toEqual([10, 25, 40, 60, 80, 95]);
    expect(PROGRESS_STEP_MS).toBe(800);
    expect(progressStepAt(799).percent).toBe(10);
    expect(progressStepAt(800).percent).toBe(25);
  });

  it('holds at 95 until the answer comes, however long it takes', () => {
    expect(progressStepAt(60_000)).toEqual({ percent: 95, label: 'Finishing up' });
  });

  it('starts at 10 for a clock that went backwards', () => {
    expect(progressStepAt(-500).percent).toBe(10);
  });

  it('keeps 100 for a success, with a label on every step', () => {
    expect(progressDone()).toEqual({ percent: 100, label: 'Done' });
    expect(progressSteps().map((step) => step.percent)).toEqual([10, 25, 40, 60, 80, 95, 100]);
    for (const step of progressSteps()) expect(step.label).not.toBe('');
  });
});
