// The characters no text field accepts, apart from the zod schemas (schemas/text.ts) so that a
// check without zod (the sign-in form, issue 20) uses the same rule.
/**
 * Control characters no text field accepts: NUL (PostgreSQL cannot store it) and the other C0
 * controls and DEL. Tab, line feed and carriage return stay allowed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether `value` holds a character of CONTROL_CHARACTERS. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}
