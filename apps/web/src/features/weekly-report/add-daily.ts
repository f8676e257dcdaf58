// The Add Daily Report dialog of the weekly page (spec 1 §5): date of this week, description and
// hours (0 to 12 in steps of 0.5, DESIGN §4.2), with the dialog's own wording.
import {
  ERROR_CODES,
  MESSAGES,
  type TAddDailyDialogInput,
  type TIsoDate,
  ZAddDailyDialogInput,
} from '@ptlog/shared';
import { i18n } from '../../i18n/i18n';
import { translateMessage } from '../../i18n/messages';
import { isApiError, isWorthRetrying } from '../../lib/api';
import { type TFieldErrors, zodFormErrors } from '../../lib/zod-form';
import { logbookDate } from './format';
import type { TDailyLogRow } from './report-view';
import './i18n';

export interface TAddDailyValues {
  date: string;
  description: string;
  /** Mantine's NumberInput gives '' while empty. */
  hours: number | string;
}

export interface TDateOption {
  value: TIsoDate;
  label: string;
  disabled: boolean;
}

const NO_DATES: ReadonlySet<string> = new Set();

/**
 * This week's weekdays; days after today cannot be logged yet, logged days are marked, and so are
 * days kept on this device to send (`unsentDates`: the outbox, whose copy may already be on the
 * server with only its answer lost).
 */
export function addDailyDateOptions(
  rows: readonly TDailyLogRow[],
  today: TIsoDate,
  loggedDates: ReadonlySet<string>,
  unsentDates: ReadonlySet<string> = NO_DATES,
): TDateOption[] {
  return rows
    .filter((row) => row.date !== '')
    .map((row) => {
      const future = row.date > today;
      const values = { day: row.label, date: logbookDate(row.date) };
      let label = i18n.t('weekly-report:addDaily.option', values);
      if (future) label = i18n.t('weekly-report:addDaily.optionUpcoming', values);
      else if (loggedDates.has(row.date)) {
        label = i18n.t('weekly-report:addDaily.optionLogged', values);
      } else if (unsentDates.has(row.date)) {
        label = i18n.t('weekly-report:addDaily.optionUnsent', values);
      }
      return { value: row.date, label, disabled: future };
    });
}

/** Today when it can be logged, else the first open day, else the first selectable one, else ''. */
export function defaultAddDailyDate(
  options: readonly TDateOption[],
  today: TIsoDate,
  loggedDates: ReadonlySet<string>,
): string {
  const selectable = options.filter((option) => !option.disabled);
  const open = selectable.filter((option) => !loggedDates.has(option.value));
  return (
    open.find((option) => option.value === today)?.value ??
    open[0]?.value ??
    selectable[0]?.value ??
    ''
  );
}

function hoursValue(hours: number | string): number | undefined {
  if (typeof hours === 'number') return Number.isFinite(hours) ? hours : undefined;
  const trimmed = hours.trim();
  if (trimmed === '') return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : undefined;
}

export function addDailyPayload(values: TAddDailyValues, week: number) {
  return {
    date: values.date,
    // Nothing typed is 'Description is required'; only spaces is 'Description cannot be empty'.
    description: values.description === '' ? undefined : values.description,
    hours_spent: hoursValue(values.hours),
    week_number: week,
  };
}

/**
 * What the date field says about a day already taken: logged, or kept on this device to send (a
 * second copy would be refused as a duplicate once the first arrives, or was already).
 */
export function takenDateNote(
  date: string,
  loggedDates: ReadonlySet<string>,
  unsentDates: ReadonlySet<string> = NO_DATES,
): string | undefined {
  if (loggedDates.has(date)) return translateMessage(MESSAGES.daily.duplicateDate);
  if (unsentDates.has(date)) return i18n.t('weekly-report:addDaily.unsentDay');
  return undefined;
}

/** Field errors keyed like the form ('date', 'description', 'hours'); {} when it may be sent. */
export function validateAddDaily(
  values: TAddDailyValues,
  loggedDates: ReadonlySet<string>,
  unsentDates: ReadonlySet<string> = NO_DATES,
): TFieldErrors {
  const errors = zodFormErrors(ZAddDailyDialogInput, addDailyPayload(values, 1));
  const result: TFieldErrors = {};
  const taken = takenDateNote(values.date, loggedDates, unsentDates);
  if (errors.date) result.date = errors.date;
  else if (taken) result.date = taken;
  if (errors.description) result.description = errors.description;
  if (errors.hours_spent) result.hours = errors.hours_spent;
  return result;
}

/** The checked payload; call after validateAddDaily found nothing. */
export function toAddDailyInput(values: TAddDailyValues, week: number): TAddDailyDialogInput {
  return ZAddDailyDialogInput.parse(addDailyPayload(values, week));
}

const FORM_FIELD: Readonly<Record<string, keyof TAddDailyValues>> = {
  date: 'date',
  description: 'description',
  hours_spent: 'hours',
};

/**
 * No answer or a 5xx: 'offline', the day is kept on the device. A refused POST: a duplicate date or
 * a refused field is shown at the field; anything else is 'Failed to add daily report: {detail}'.
 */
export function addDailyFailure(
  error: unknown,
): { kind: 'offline' } | { kind: 'refused'; field: keyof TAddDailyValues | null; message: string } {
  if (isWorthRetrying(error)) return { kind: 'offline' };
  return { kind: 'refused', ...refusal(error) };
}

function refusal(error: unknown): { field: keyof TAddDailyValues | null; message: string } {
  if (isApiError(error)) {
    if (error.status === 409 && error.code === ERROR_CODES.CONFLICT) {
      return { field: 'date', message: translateMessage(MESSAGES.daily.duplicateDate) };
    }
    for (const [name, messages] of Object.entries(error.fieldErrors)) {
      const field = FORM_FIELD[name];
      if (field && messages[0]) return { field, message: messages[0] };
    }
    return { field: null, message: translateMessage(MESSAGES.weekly.addDailyFailed(error.detail)) };
  }
  const detail =
    error instanceof Error ? error.message : translateMessage(MESSAGES.generic.unexpected);
  return { field: null, message: translateMessage(MESSAGES.weekly.addDailyFailed(detail)) };
}
