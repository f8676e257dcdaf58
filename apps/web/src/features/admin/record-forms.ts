// The Records screen's two forms (a token usage note, a system metric): what staff type, checked
// with the shared limits and messages before it is sent, and the server's refusals put back under
// the fields they name. Text is sent as typed (the server trims it); nothing is cut or cleaned.
import {
  LIMITS,
  MESSAGES,
  type TSystemMetric,
  type TSystemMetricInput,
  type TTokenUsageRecord,
  type TTokenUsageRecordInput,
  type TTokenUsageType,
  ZTokenUsageRecordInput,
} from '@ptlog/shared';
import { translateMessage } from '../../i18n/messages';
import { isApiError } from '../../lib/api-error';

/** The most tokens one record may note (the shared schema's bound). */
export const TOKENS_USED_MAX = ZTokenUsageRecordInput.shape.tokens_used.maxValue ?? 1_000_000;

/** A field's message (a shared MESSAGES text, shown in the reader's language), by field. */
export type TFormErrors<TForm> = Partial<Record<keyof TForm, string>>;

export type TChecked<TForm, TInput> =
  | { ok: true; input: TInput }
  | { ok: false; errors: TFormErrors<TForm> };

export interface TTokenUsageForm {
  /** The chosen account's id, as the student picker keeps it ('' = none chosen). */
  user_id: string;
  /** A NumberInput's value: a number, or '' (and text such as '1.') while typed. */
  tokens_used: number | string;
  usage_type: TTokenUsageType;
  description: string;
}

export const EMPTY_TOKEN_USAGE_FORM: TTokenUsageForm = {
  user_id: '',
  tokens_used: '',
  usage_type: 'FULLFILLED',
  description: '',
};

export function tokenUsageFormOf(record: TTokenUsageRecord): TTokenUsageForm {
  return {
    user_id: String(record.user_id),
    tokens_used: record.tokens_used,
    usage_type: record.usage_type,
    description: record.description,
  };
}

/** A NumberInput's value as a number; null when empty, NaN when it is no number. */
function numberOf(value: number | string): number | null {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? null : Number(value);
}

export function checkTokenUsageForm(
  form: TTokenUsageForm,
): TChecked<TTokenUsageForm, TTokenUsageRecordInput> {
  const errors: TFormErrors<TTokenUsageForm> = {};
  if (form.user_id === '') errors.user_id = MESSAGES.billing.userRequired;
  const tokens = numberOf(form.tokens_used);
  if (tokens === null) errors.tokens_used = MESSAGES.input.required;
  else if (!Number.isInteger(tokens)) errors.tokens_used = MESSAGES.input.wholeNumber;
  else if (tokens < 0) errors.tokens_used = MESSAGES.input.wholeAtLeast(0);
  else if (tokens > TOKENS_USED_MAX)
    errors.tokens_used = MESSAGES.input.wholeAtMost(TOKENS_USED_MAX);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      user_id: Number(form.user_id),
      tokens_used: tokens as number,
      usage_type: form.usage_type,
      description: form.description,
    },
  };
}

export interface TSystemMetricForm {
  metric_name: string;
  metric_value: number | string;
  unit: string;
  /** A datetime-local input's value, in the device's time: '2026-11-23T09:15'. */
  recorded_at: string;
  notes: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '2026-11-23T09:15': the moment as a datetime-local input shows it, in the device's time. */
export function dateTimeInputOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The moment a datetime-local value names in the device's time; null when it names none. */
export function dateOfInput(value: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!parts) return null;
  // Seconds are optional: a missing part reads 0.
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year as number, (month as number) - 1, day, hour, minute, second);
  // 31 February rolls over into March: no such moment.
  const real = date.getMonth() === (month as number) - 1 && date.getDate() === day;
  return real && date.getFullYear() === year ? date : null;
}

/** A new metric: measured now, unless staff say otherwise. */
export function emptySystemMetricForm(now: Date): TSystemMetricForm {
  return {
    metric_name: '',
    metric_value: '',
    unit: '',
    recorded_at: dateTimeInputOf(now),
    notes: '',
  };
}

export function systemMetricFormOf(metric: TSystemMetric): TSystemMetricForm {
  return {
    metric_name: metric.metric_name,
    metric_value: metric.metric_value,
    unit: metric.unit,
    recorded_at: dateTimeInputOf(new Date(metric.recorded_at)),
    notes: metric.notes,
  };
}

/** The measurement's moment to send (ISO, UTC), or why it cannot be sent. */
function recordedAtOf(
  form: TSystemMetricForm,
  editing: TSystemMetric | null,
): { value: string } | { error: string } {
  // A time left as it showed keeps its seconds (the input shows minutes only): saving a
  // corrected note does not move the measurement.
  if (editing && form.recorded_at === dateTimeInputOf(new Date(editing.recorded_at))) {
    return { value: editing.recorded_at };
  }
  if (form.recorded_at.trim() === '') return { error: MESSAGES.input.required };
  const when = dateOfInput(form.recorded_at);
  if (when === null) return { error: MESSAGES.input.invalidValue };
  // The server's rule (ZSaneTimestamp): the moment's year in UTC.
  const year = when.getUTCFullYear();
  if (year < LIMITS.DATE_YEAR_MIN || year > LIMITS.DATE_YEAR_MAX) {
    return { error: MESSAGES.generic.dateOutOfRange };
  }
  return { value: when.toISOString() };
}

/** The metric to send; `editing` is the metric being changed, if any. */
export function checkSystemMetricForm(
  form: TSystemMetricForm,
  editing: TSystemMetric | null = null,
): TChecked<TSystemMetricForm, TSystemMetricInput> {
  const errors: TFormErrors<TSystemMetricForm> = {};
  if (form.metric_name.trim() === '') errors.metric_name = MESSAGES.input.required;
  const value = numberOf(form.metric_value);
  if (value === null) errors.metric_value = MESSAGES.input.required;
  else if (!Number.isFinite(value)) errors.metric_value = MESSAGES.input.number;
  const recordedAt = recordedAtOf(form, editing);
  if ('error' in recordedAt) errors.recorded_at = recordedAt.error;
  if (Object.keys(errors).length > 0 || 'error' in recordedAt) return { ok: false, errors };
  return {
    ok: true,
    input: {
      metric_name: form.metric_name,
      metric_value: value as number,
      unit: form.unit,
      recorded_at: recordedAt.value,
      notes: form.notes,
    },
  };
}

/**
 * The refusal's messages under the form's fields: each field the server named (`errors`, by the
 * API's field names, which the forms share), and for a token usage note the 404 of an account
 * that is gone (`userId`: the id sent). Empty when the refusal names no field of the form.
 */
export function refusedFields<TForm extends object>(
  error: unknown,
  form: TForm,
  userId?: number,
): TFormErrors<TForm> {
  if (!isApiError(error)) return {};
  const errors: TFormErrors<TForm> = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = path.split('.')[0] as keyof TForm;
    if (field in form && messages[0] && errors[field] === undefined) errors[field] = messages[0];
  }
  const gone = userId !== undefined && error.status === 404;
  if (gone && error.detail === translateMessage(MESSAGES.admin.usersNotFound(String(userId)))) {
    (errors as Record<string, string>).user_id = error.detail;
  }
  return errors;
}
