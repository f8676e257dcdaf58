import { ERROR_CODES, hasControlCharacters, MESSAGES } from '@ptlog/shared';
import { AppError, type TFieldErrors } from './app-error';
import { FOUNDATION_MESSAGES } from './error-messages';

const MAX_DEPTH = 10;

/**
 * Field paths (`company.name`, `operations.2.title`) of strings holding control characters.
 * Throws the 400 for a value nested deeper than MAX_DEPTH: the walk is bounded, and what it did
 * not look at could carry a NUL byte to the database (a 500), so such input is refused whole.
 */
export function controlCharacterFields(value: unknown, path = '', depth = 0): string[] {
  if (typeof value === 'string') {
    return hasControlCharacters(value) ? [path || 'non_field_errors'] : [];
  }
  if (value === null || typeof value !== 'object') return [];
  if (depth > MAX_DEPTH) throw nestedTooDeepError(path);
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  const fields: string[] = [];
  for (const [key, inner] of entries) {
    const name = String(key);
    if (hasControlCharacters(name)) fields.push(path || 'non_field_errors');
    fields.push(...controlCharacterFields(inner, path ? `${path}.${name}` : name, depth + 1));
  }
  return fields;
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
