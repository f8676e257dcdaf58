// The characters no text field accepts, apart from the zod schemas (schemas/text.ts) so that a
// check without zod (the sign-in form, issue 20) uses the same rule.
/**
 * Characters no text field accepts: NUL (PostgreSQL cannot store it), the other C0 controls and
 * DEL, and the noncharacters U+FFFE and U+FFFF, which XML forbids: one of them in a day's text
 * made the week's DOCX, and a staff workbook, a file Word and Excel refuse to open. Tab, line feed
 * and carriage return stay allowed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/;

/** Whether `value` holds a character of CONTROL_CHARACTERS. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * What a person's name must not hold, beyond CONTROL_CHARACTERS: every control character
 * (tab, line feed, carriage return, the C1 block), the line and paragraph separators, and the
 * bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make a name read
 * differently from what it is. A name is one line in a CSV, a greeting or a log book page, so
 * these are refused, never stripped (DESIGN §4.4: no input mangling).
 */
export const NAME_BREAKING_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** Whether `value` holds a character of NAME_BREAKING_CHARACTERS. */
export function hasNameBreakingCharacters(value: string): boolean {
  return NAME_BREAKING_CHARACTERS.test(value);
}

/**
 * The bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they make text read
 * differently from what it is (a reversed link, a spoofed sender). Text that is mailed to many
 * people (broadcasts) refuses them, never strips them (DESIGN §4.4: no input mangling).
 */
export const DIRECTION_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/;

/** Whether `value` holds a character of DIRECTION_OVERRIDES. */
export function hasDirectionOverrides(value: string): boolean {
  return DIRECTION_OVERRIDES.test(value);
}

/**
 * What a reader sees of `text` on one line: control and format characters (line breaks, zero-width
 * spaces, bidi marks) become spaces, runs of white space one space, trimmed. A broadcast's subject
 * is mailed so; its minimum lengths count what is left, so an invisible subject is no subject.
 */
export function oneLine(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
