// The day form: values, validation with the shared schema, what a failed save means and the
// change kept on the device when the network is down (spec 1 §5, §8; DESIGN §4.3).
import {
  MESSAGES,
  type TDailyReport,
  type TDailyReportInput,
  type TDailyReportUpdate,
  type TIsoDate,
  ZDailyReportInput,
} from '@ptlog/shared';
import { i18n } from '../../i18n/i18n';
import { isApiError, isWorthRetrying } from '../../lib/api-error';
import { shortDayLabel } from '../../lib/day-format';
import type { TOutboxEntry } from '../../lib/offline-outbox';
import { zodFormErrors } from '../../lib/zod-form';
import type { TPendingDaily } from './daily-week';
import './i18n';

export interface TDailyFormValues {
  /** Mantine's NumberInput gives '' while the field is empty. */
  hours: number | string;
  description: string;
}

export type TDailyFormErrors = Partial<Record<keyof TDailyFormValues, string>>;

export function initialFormValues(
  source: Pick<TDailyReport, 'hours_spent' | 'description'> | null,
): TDailyFormValues {
  return source
    ? { hours: source.hours_spent, description: source.description }
    : { hours: '', description: '' };
}

function hoursValue(hours: number | string): number | undefined {
  if (typeof hours === 'number') return hours;
  const trimmed = hours.trim();
  if (trimmed === '') return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}

/** The payload as the form would send it (before the schema trims and checks it). */
export function formToPayload(date: TIsoDate, week: number, values: TDailyFormValues) {
  return {
    date,
    week_number: week,
    hours_spent: hoursValue(values.hours),
    // Nothing typed is 'Description is required'; only spaces is 'Description cannot be empty'
    // (spec 1 §5), as in the weekly page's add-daily dialog (weekly-report/add-daily.ts).
    description: values.description === '' ? undefined : values.description,
  };
}

const FIELD_OF: Record<string, keyof TDailyFormValues> = {
  hours_spent: 'hours',
  description: 'description',
};

/** Shared-schema messages by form field ('Hours are required', 'Hours cannot exceed 12' …). */
export function validateDailyForm(
  date: TIsoDate,
  week: number,
  values: TDailyFormValues,
): TDailyFormErrors {
  const errors: TDailyFormErrors = {};
  for (const [path, message] of Object.entries(
    zodFormErrors(ZDailyReportInput, formToPayload(date, week, values)),
  )) {
    const field = FIELD_OF[path];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The checked payload; call after validateDailyForm found nothing. */
export function parseDailyInput(
  date: TIsoDate,
  week: number,
  values: TDailyFormValues,
): TDailyReportInput {
  return ZDailyReportInput.parse(formToPayload(date, week, values));
}

export type TDailySaveFailure =
  | { kind: 'offline' }
  | { kind: 'error'; message: string; fieldErrors: TDailyFormErrors };

/**
 * Network failures, time-outs and 5xx answers keep the change on the device; a 401 says the
 * session expired; 400 and 409 show the server's
 * words (a future date, a duplicate, a submitted week …); anything else the generic message.
 */
export function dailySaveFailure(error: unknown): TDailySaveFailure {
  if (!isApiError(error)) {
    return { kind: 'error', message: MESSAGES.daily.saveFailed, fieldErrors: {} };
  }
  if (isWorthRetrying(error)) return { kind: 'offline' };
  // The refresh found the session over: "try again" cannot work, signing in again does (the
  // text stays kept as a draft for then).
  if (error.status === 401) {
    return { kind: 'error', message: MESSAGES.profile.sessionExpired, fieldErrors: {} };
  }
  if (error.status === 400 || error.status === 409 || error.status === 422) {
    const fieldErrors: TDailyFormErrors = {};
    for (const [path, messages] of Object.entries(error.fieldErrors)) {
      const field = FIELD_OF[path];
      if (field && messages[0]) fieldErrors[field] = messages[0];
    }
    return { kind: 'error', message: error.detail, fieldErrors };
  }
  return { kind: 'error', message: MESSAGES.daily.saveFailed, fieldErrors: {} };
}

/** The saved hours and description an edit of the day began from. */
export type TDayBegan = Pick<TDailyReport, 'hours_spent' | 'description'>;

/**
 * The fields of a change to an existing day. With what the form began from (`…_was`), a day saved
 * with other values since (another tab or device) is refused (409 edited_elsewhere), not
 * overwritten unseen.
 */
export function dayUpdateFields(
  input: Pick<TDailyReportInput, 'hours_spent' | 'description'>,
  began?: TDayBegan | null,
): TDailyReportUpdate {
  const fields = { hours_spent: input.hours_spent, description: input.description };
  return began
    ? { ...fields, hours_spent_was: began.hours_spent, description_was: began.description }
    : fields;
}

const KEY_PREFIX = 'daily:';

export const dailyOutboxKey = (date: TIsoDate) => `${KEY_PREFIX}${date}`;

/**
 * A new day is created (POST), an existing one updated (PUT); the latest edit of a day wins. An
 * update carries the saved day it began from (`began`): sent later over a day changed elsewhere
 * meanwhile, it is refused and comes back as a draft (app/offline/keep-rejected.ts).
 */
export function dailyOutboxEntry(
  input: TDailyReportInput,
  existingId: number | null,
  began?: TDayBegan | null,
): Omit<TOutboxEntry, 'savedAt'> {
  const common = {
    key: dailyOutboxKey(input.date),
    label: i18n.t('daily-report:outbox.label', { day: shortDayLabel(input.date) }),
  };
  return existingId === null
    ? { ...common, method: 'POST', path: '/reports/daily/', body: input }
    : {
        ...common,
        method: 'PUT',
        path: `/reports/daily/${existingId}/`,
        body: dayUpdateFields(input, began),
      };
}

/** The days waiting in the outbox, read back from their entries (anything malformed is skipped). */
export function pendingDailies(entries: readonly TOutboxEntry[]): TPendingDaily[] {
  const result: TPendingDaily[] = [];
  for (const entry of entries) {
    if (!entry.key.startsWith(KEY_PREFIX)) continue;
    const body = entry.body as Partial<TDailyReportInput> | null;
    if (!body || typeof body.hours_spent !== 'number' || typeof body.description !== 'string') {
      continue;
    }
    result.push({
      date: entry.key.slice(KEY_PREFIX.length),
      hours_spent: body.hours_spent,
      description: body.description,
      savedAt: entry.savedAt,
    });
  }
  return result;
}
