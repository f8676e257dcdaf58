// The enhancement dialog's progress (spec 1 §4): 10, 25, 40, 60, 80, 95 about every 800 ms while
// the server works, held at 95 until the answer comes, 100 only when it succeeded. The server
// gives no progress of its own, so the steps tell the student that work goes on, not how much.
import { AI_PROGRESS_STEPS, LIMITS } from '@ptlog/shared';

export interface TProgressStep {
  percent: number;
  label: string;
}

export const PROGRESS_STEP_MS = LIMITS.AI_PROGRESS_STEP_MS;

const LABELS: Readonly<Record<(typeof AI_PROGRESS_STEPS)[number], string>> = {
  10: 'Sending your week',
  25: 'Reading your daily entries',
  40: 'Polishing the descriptions',
  60: 'Writing the weekly summary',
  80: 'Reviewing the main job and operations',
  95: 'Finishing up',
  100: 'Done',
};

/** Every step of the bar, 10 to 100. */
export const PROGRESS_STEPS: readonly TProgressStep[] = AI_PROGRESS_STEPS.map((percent) => ({
  percent,
  label: LABELS[percent],
}));

/** The steps shown while waiting (10…95); 100 is for a success only. */
const WAITING_STEPS = PROGRESS_STEPS.slice(0, -1);

export const PROGRESS_DONE: TProgressStep = PROGRESS_STEPS[PROGRESS_STEPS.length - 1]!;

/** The step shown after `elapsedMs` of waiting: one step per 800 ms, holding at 95. */
export function progressStepAt(elapsedMs: number): TProgressStep {
  const index = Math.min(
    Math.max(0, Math.floor(elapsedMs / PROGRESS_STEP_MS)),
    WAITING_STEPS.length - 1,
  );
  return WAITING_STEPS[index]!;
}
