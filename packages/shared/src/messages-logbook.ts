// Ours and the spec's: the messages of the daily log and the weekly report (spec 1 §5, §8),
// MESSAGES.daily and MESSAGES.weekly.
import { LIMITS } from './limits';

const WEEKLY_START_ONE_DAY =
  "You logged 1 day this week. Create the week's report to add a summary and the main job you worked on, then submit it.";

export const DAILY_MESSAGES = {
  hoursRequired: 'Hours are required',
  hoursPositive: 'Hours must be positive',
  hoursTooMany: `Hours cannot exceed ${LIMITS.DAILY_HOURS_MAX}`,
  /** Ours: the spec sets a 0.5 step without a message. */
  hoursStep: `Hours must be in steps of ${LIMITS.DAILY_HOURS_STEP}`,
  descriptionRequired: 'Description is required',
  descriptionEmpty: 'Description cannot be empty',
  descriptionNoWord: 'Description must contain at least one word',
  /** Ours. */
  descriptionTooLong: `Description cannot exceed ${LIMITS.DESCRIPTION_MAX} characters`,
  /** Ours: 409 edited_elsewhere, the day saved in another tab or on another device meanwhile. */
  editedElsewhere:
    'This day was changed in another tab or on another device after you opened it. Your entry was not saved: it is still in the form. The entry saved there is shown under the description. Save again to replace it with yours.',
  dateRequired: 'Date is required',
  /** Ours. */
  dateInvalid: 'Please enter a valid date',
  /** Ours: a date outside the 8 weeks of the placement. */
  dateOutsidePlacement: 'This date is outside the placement weeks.',
  /** Ours: a Saturday or Sunday inside the placement weeks (spec 1 §9: 5 working days). */
  weekendDate: 'Only Monday to Friday can be logged.',
  /** The add-daily dialog on the weekly page words it this way. */
  dialogHoursRequired: 'Hours is required',
  duplicateDate: 'A daily report for this date already exists.',
  /** Ours: work is logged on or after the day it was done. */
  futureDate: 'You cannot log work for a future date.',
  /** Ours: 404 for a daily report that does not exist or belongs to someone else. */
  notFound: 'Daily report not found.',
  /** Ours: 409 on a change to a submitted daily report. */
  submitted: 'This daily report has been submitted and can no longer be changed.',
  saved: 'Daily report saved successfully!',
  saveFailed: 'Failed to save daily report. Please try again.',
} as const;

export const WEEKLY_MESSAGES = {
  saved: 'Report saved successfully!',
  savedLocally: 'Report saved locally',
  saveFailed: 'Failed to save report. Please try again.',
  weekNotFound: 'Week number not found',
  notFound: 'Weekly report not found',
  createButton: (week: number) => `Create Week ${week} Report`,
  /** Ours: a week with logged days but no weekly report yet (ADR 9). */
  startTitle: 'Your days are logged',
  /** The singular is a message of its own: the web's translation table matches each by text. */
  startWithOneDay: WEEKLY_START_ONE_DAY,
  startWithDays: (days: number) =>
    days === 1
      ? WEEKLY_START_ONE_DAY
      : `You logged ${days} days this week. Create the week's report to add a summary and the main job you worked on, then submit it.`,
  addDailyFailed: (detail: string) => `Failed to add daily report: ${detail}`,
  mainJobMissing: 'Main job not found. Please save the weekly report first.',
  reportIdMissing: 'Report ID not found. Please try again.',
  resetUnavailable: 'Reset is not available for this report',
  resetSuccess: 'Weekly report successfully reset to original state!',
  resetFailed: (message: string) => `Failed to reset report: ${message}`,
  createFailed: 'Failed to create report. Please try again.',
  createFailedShort: 'Failed to create weekly report',
  mainJobCreateFailed: 'Failed to create main job',
  mainJobUpdateFailed: 'Failed to update main job',
  operationCreateFailed: 'Failed to create operation',
  operationUpdateFailed: 'Failed to update operation',
  operationsTimeout: (mainJobId: number | string) =>
    `Operations fetch timed out for main job ${mainJobId}`,
  operationsServerError: (mainJobId: number | string) =>
    `Server error (500) when fetching operations for main job ${mainJobId}`,
  operationsNotFound: (mainJobId: number | string) =>
    `Operations not found for main job ${mainJobId}`,
  /** Ours. */
  summaryTooLong: `Summary cannot exceed ${LIMITS.SUMMARY_MAX} characters`,
  /** Ours. */
  textTooLong: `Text cannot exceed ${LIMITS.TEXT_MAX} characters`,
  /** Ours: 409 on a change to a submitted or approved week (DESIGN §4.9). */
  locked: 'This weekly report has been submitted and can no longer be changed.',
  /** Ours: 409 on a save for a page staff renumbered by moving the placement start (ADR 19). */
  calendarMoved:
    'The placement start was moved while you were editing, so this week now has other dates. Your text was not saved: copy it, reload the page and save it in the right week.',
  /** Ours: 409 edited_elsewhere, a main job saved in another tab or on another device meanwhile. */
  mainJobEditedElsewhere:
    'This main job was changed in another tab or on another device after you started editing. Your text was not saved: it is still in the form. The main job saved there is shown under it. Save again to replace it with yours, or Cancel to keep it.',
  /** Ours: 409 edited_elsewhere, a summary saved in another tab or on another device meanwhile. */
  summaryEditedElsewhere:
    'This summary was changed in another tab or on another device after you started editing. Your text was not saved: it is still in the box. The saved text is shown below it. Save again to replace it with yours, or Cancel to keep it.',
  /**
   * Ours: 409 week_not_ended on submitting (or sending for sign-off) a week before its last
   * working day (ADR 21); `day` is englishWorkingDayLabel's 'Friday 4 Dec'. The web words its
   * own, in the reader's language, from the code.
   */
  submitFromLastDay: (week: number, day: string) =>
    `You can submit week ${week} from ${day}, its last working day.`,
  /** Ours: 409 on a second report for the same week. */
  alreadyExists: 'A weekly report for this week already exists.',
  /** Ours: 409 on approving a week twice or approving a draft. */
  notSubmitted: 'Only a submitted weekly report can be approved.',
  /** Ours: 404 for a main job that does not exist or belongs to someone else. */
  mainJobNotFound: 'Main job not found.',
  /** Ours: 409 on a second main job for one weekly report. */
  mainJobExists: 'This weekly report already has a main job.',
  /** Ours: 400 on a blank title for a main job (a blank one on a week without a job is fine). */
  mainJobTitleRequired: 'Main job title is required',
  /** Ours: 404 for an operation that does not exist or belongs to someone else. */
  operationNotFound: 'Operation not found.',
  tooManyOperations: (max: number) => `A main job has at most ${max} operations.`,
} as const;
