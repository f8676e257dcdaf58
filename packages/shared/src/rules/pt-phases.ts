// PT phase codes ⇄ display names (spec 1 §3).
import { PT_PHASE_LABELS, PT_PHASES, type TPtPhase } from '../constants/pt-phases';

export function isPtPhase(value: unknown): value is TPtPhase {
  return typeof value === 'string' && (PT_PHASES as readonly string[]).includes(value);
}

export function ptPhaseLabel(phase: TPtPhase): string {
  return PT_PHASE_LABELS[phase];
}

/** 'Practical Training 1' → 'PT1'; a code passes through; case-insensitive; unknown → null. */
export function ptPhaseFromLabel(label: string | null | undefined): TPtPhase | null {
  const wanted = (label ?? '').trim().toLowerCase();
  if (!wanted) return null;
  return (
    PT_PHASES.find(
      (phase) => phase.toLowerCase() === wanted || PT_PHASE_LABELS[phase].toLowerCase() === wanted,
    ) ?? null
  );
}
