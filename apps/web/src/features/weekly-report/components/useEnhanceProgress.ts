import { useEffect, useState } from 'react';
import {
  PROGRESS_STEP_MS,
  progressDone,
  progressStepAt,
  type TProgressStep,
} from '../enhance-progress';

export type TEnhancePhase = 'idle' | 'running' | 'done';

/** 'running': steps through 10…95 from the moment it starts; 'done': 100; 'idle': nothing. */
export function useEnhanceProgress(phase: TEnhancePhase): TProgressStep | null {
  const [elapsed, setElapsed] = useState(0);
  const [lastPhase, setLastPhase] = useState(phase);

  // A new run starts at 10 %, never where the previous one stopped.
  if (phase !== lastPhase) {
    setLastPhase(phase);
    setElapsed(0);
  }

  useEffect(() => {
    if (phase !== 'running') return;
    const started = Date.now();
    const timer = window.setInterval(() => setElapsed(Date.now() - started), PROGRESS_STEP_MS);
    return () => window.clearInterval(timer);
  }, [phase]);

  if (phase === 'done') return progressDone();
  return phase === 'running' ? progressStepAt(elapsed) : null;
}
