// Interface-wide constants (spec 1 §2, §3; spec 2 §9).

export const THEMES = ['orange', 'purple', 'green'] as const;
export type TTheme = (typeof THEMES)[number];
export const DEFAULT_THEME: TTheme = 'orange';

export const WEEKLY_STATUS_COLORS = ['green', 'blue', 'gray'] as const;
export type TStatusColor = (typeof WEEKLY_STATUS_COLORS)[number];

/** PT assessment marks (spec 2 §9); the parts add up to 100. */
export const ASSESSMENT_PARTS = [
  { key: 'training', label: 'Training Assessment', marks: 15 },
  { key: 'supervisor', label: 'Supervisor Assessment', marks: 5 },
  { key: 'logbook', label: 'Logbook', marks: 20 },
  { key: 'general_report', label: 'General Report', marks: 60 },
] as const;
export const ASSESSMENT_TOTAL_MARKS = 100;
/** Marks lost for each late item (arrival note, general report, logbook). */
export const LATE_PENALTY_MARKS = 5;

/** Log book completion weights (spec 1 §9): daily reports 80%, main job 20%. */
export const LOGBOOK_DAILY_WEIGHT = 80;
export const LOGBOOK_MAIN_JOB_WEIGHT = 20;
/** Partial credit when the main job has operations but none is described yet. */
export const LOGBOOK_EMPTY_OPERATIONS_WEIGHT = 10;
