// Report statuses and export formats (spec 1 §4, spec 2 §5).

export const WEEKLY_STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED'] as const;
export type TWeeklyStatus = (typeof WEEKLY_STATUSES)[number];

/** Statuses after which the student can no longer change the week (DESIGN §4.9). */
export const LOCKED_WEEKLY_STATUSES: readonly TWeeklyStatus[] = ['SUBMITTED', 'APPROVED'];

export const EXPORT_FORMATS = ['pdf', 'docx'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

/** Steps of the simulated AI progress bar, one every LIMITS.AI_PROGRESS_STEP_MS. */
export const AI_PROGRESS_STEPS = [10, 25, 40, 60, 80, 95, 100] as const;
