// Building blocks for text fields: trimmed, length-limited, one clear message per problem.
// Later checks skip the empty string so an empty field reports only "required", never also
// "too short" (zod's `abort` would also stop cross-field checks such as "passwords match").
import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import {
  hasControlCharacters,
  hasNameBreakingCharacters,
  oneLine,
} from '../rules/control-characters';

const noControlCharacters = (value: string) => !hasControlCharacters(value);

/**
 * Whether a reader sees something of the value: trim() keeps format characters, so a zero-width
 * space, word joiner or soft hyphen alone is not empty to it, but shows as nothing (oneLine).
 * Checked only as a whole: a zero-width joiner inside a real name stays.
 */
const hasVisibleText = (value: string) => value === '' || oneLine(value) !== '';

/**
 * Trimmed text that must not be empty, nor only invisible characters; `message` also covers a
 * missing or non-string value.
 */
export function requiredText(message: string, max: number = LIMITS.TEXT_MAX, tooLong?: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine(hasVisibleText, message)
    .max(max, tooLong ?? MESSAGES.generic.textTooLong(max))
    .refine(noControlCharacters, MESSAGES.generic.controlCharacters);
}

/**
 * Whether a name is one line without direction overrides (NAME_BREAKING_CHARACTERS); an empty or
 * left-out one passes (whether it is required is another check). Refine a name field with it and
 * MESSAGES.generic.nameCharacters, as personName does.
 */
export const isOneLineName = (value: string | undefined): boolean =>
  !value || !hasNameBreakingCharacters(value);

/** A person's first or last name: required text on one line, without direction overrides. */
export function personName(message: string) {
  return requiredText(message).refine(isOneLineName, MESSAGES.generic.nameCharacters);
}

/** A person's name that may be left out or empty (a supervisor's): the same one-line rule. */
export function optionalPersonName() {
  return optionalText().refine(isOneLineName, MESSAGES.generic.nameCharacters);
}

/** Trimmed text that may be left out or empty. */
export function optionalText(max: number = LIMITS.TEXT_MAX) {
  return z
    .string()
    .trim()
    .max(max, MESSAGES.generic.textTooLong(max))
    .refine(noControlCharacters, MESSAGES.generic.controlCharacters)
    .optional();
}

/**
 * Optional text printed on one line (a student ID on the log book page and in exports): line
 * breaks, tabs and bidi overrides are refused with MESSAGES.generic.oneLine, never stripped.
 */
export function optionalOneLineText(max: number = LIMITS.TEXT_MAX) {
  return optionalText(max).refine(
    (value) => !value || !hasNameBreakingCharacters(value),
    MESSAGES.generic.oneLine,
  );
}

/**
 * Characters as a person counts them: code points, so an emoji is one, not the two UTF-16 units of
 * `length` (four emoji are not "at least 8 characters").
 */
function characterCount(value: string): number {
  return [...value].length;
}

/** A password is taken as typed (never trimmed): spaces may be part of it. */
export function passwordField(requiredMessage: string, tooShortMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .refine(
      (value) => value === '' || characterCount(value) >= LIMITS.PASSWORD_MIN,
      tooShortMessage,
    )
    .refine(
      // A code point is at most two units: a longer string is not counted one by one.
      (value) => value.length <= 2 * LIMITS.TEXT_MAX && characterCount(value) <= LIMITS.TEXT_MAX,
      MESSAGES.generic.textTooLong(LIMITS.TEXT_MAX),
    )
    .refine(noControlCharacters, MESSAGES.generic.controlCharacters);
}
