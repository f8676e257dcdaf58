// The placement calendar (spec 1 §9, DESIGN §4.1): 8 Monday-based weeks, Monday to Friday worked.

export const TRAINING_WEEKS = 8;

export const WORKING_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
export type TWorkingDay = (typeof WORKING_DAYS)[number];

export const WORKING_DAY_LABELS: Readonly<Record<TWorkingDay, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
};
