// The enhancement dialog's progress (spec 1 §4): 10, 25, 40, 60, 80, 95 about every 800 ms while
// the server works, held at 95 until the answer comes, 100 only when it succeeded. The server
// gives no progress of its own, so the steps tell the student that work goes on, not how much.
import { AI_PROGRESS_STEPS, LIMITS } from '@ptlog/shared';
import { i18n } from '../../i18n/i18n';
import './i18n';

export interface TProgressStep {
  percent: number;
  label: string;
}

export const PROGRESS_STEP_MS = LIMITS.AI_PROGRESS_STEP_MS;

/** A step with its label in the reader's language ('Sending your week' … 'Done'). */
const stepOf = (percent: number): TProgressStep => ({
  percent,
  label: i18n.t('weekly-report:enhance.step', { percent: String(percent) }),
});

/** Every step of the bar, 10 to 100. */
export function progressSteps(): TProgressStep[] {
  return AI_PROGRESS_STEPS.map(stepOf);
}

/** The steps shown while waiting (10…95); 100 is for a success only. */
const WAITING_PERCENTS = AI_PROGRESS_STEPS.slice(0, -1);

export function progressDone(): TProgressStep {
  return stepOf(AI_PROGRESS_STEPS[AI_PROGRESS_STEPS.length - 1]!);
}

/** The step shown after `elapsedMs` of waiting: one step per 800 ms, holding at 95. */
export function progressStepAt(elapsedMs: number): TProgressStep {
  const index = Math.min(
    Math.max(0, Math.floor(elapsedMs / PROGRESS_STEP_MS)),
    WAITING_PERCENTS.length - 1,
  );
  return stepOf(WAITING_PERCENTS[index]!);
}
