// Practical-training phases (spec 1 §3): stored as codes, displayed as "Practical Training N".

export const PT_PHASES = ['PT1', 'PT2', 'PT3'] as const;
export type TPtPhase = (typeof PT_PHASES)[number];

export const PT_PHASE_LABELS: Readonly<Record<TPtPhase, string>> = {
  PT1: 'Practical Training 1',
  PT2: 'Practical Training 2',
  PT3: 'Practical Training 3',
};
