import { ERROR_CODES, hasControlCharacters, MESSAGES } from '@ptlog/shared';
import { AppError, type TFieldErrors } from './app-error';
import { FOUNDATION_MESSAGES } from './error-messages';

const MAX_DEPTH = 10;
/**
 * The walk stops at this many fields: a 1 MiB body can hold some 200 000 bad strings, and naming
 * each would make an answer many times the request (and, merged list into list, overflowed the
 * stack: a 500). The 400 names the first ones; the client fixes those and learns of the rest.
 */
export const CONTROL_CHARACTER_FIELDS_MAX = 50;

/**
 * Field paths (`company.name`, `operations.2.title`) of strings holding control characters, at
 * most CONTROL_CHARACTER_FIELDS_MAX of them. Throws the 400 for a value nested deeper than
 * MAX_DEPTH: the walk is bounded, and what it did not look at could carry a NUL byte to the
 * database (a 500), so such input is refused whole.
 */
export function controlCharacterFields(value: unknown): string[] {
  const fields: string[] = [];
  collectFields(value, '', 0, fields);
  return fields;
}

/** Adds the fields under `value` to `fields` (one list down the walk); false once it is full. */
function collectFields(value: unknown, path: string, depth: number, fields: string[]): boolean {
  if (typeof value === 'string') {
    if (hasControlCharacters(value)) fields.push(path || 'non_field_errors');
    return fields.length < CONTROL_CHARACTER_FIELDS_MAX;
  }
  if (value === null || typeof value !== 'object') return true;
  if (depth > MAX_DEPTH) throw nestedTooDeepError(path);
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, inner] of entries) {
    const name = String(key);
    if (hasControlCharacters(name)) fields.push(path || 'non_field_errors');
    if (fields.length >= CONTROL_CHARACTER_FIELDS_MAX) return false;
    if (!collectFields(inner, path ? `${path}.${name}` : name, depth + 1, fields)) return false;
  }
  return true;
}

function nestedTooDeepError(path: string): AppError {
  return new AppError(ERROR_CODES.VALIDATION_ERROR, FOUNDATION_MESSAGES.validation, {
    [path || 'non_field_errors']: [MESSAGES.generic.nestedTooDeep],
  });
}

/** The 400 naming each of `fields` (controlCharacterFields), or null when there are none. */
export function controlCharacterError(fields: string[]): AppError | null {
  if (fields.length === 0) return null;
  const errors: TFieldErrors = {};
  for (const field of fields) errors[field] = [MESSAGES.generic.controlCharacters];
  return new AppError(ERROR_CODES.VALIDATION_ERROR, FOUNDATION_MESSAGES.validation, errors);
}
