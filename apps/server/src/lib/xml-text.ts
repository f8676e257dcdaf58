// Text bound for an XML document (a DOCX export, a staff workbook): XML 1.0 cannot hold U+FFFE,
// U+FFFF or half of a surrogate pair, and Word and Excel refuse a file with one. The API refuses
// the first two in what is typed (rules/control-characters.ts), but a row stored before that, or
// a half pair from a file name, must still make a file that opens.
const NOT_IN_XML =
  /[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` with each character XML cannot hold shown as U+FFFD (�), so nothing else is lost. */
export function xmlText(text: string): string {
  return text.replace(NOT_IN_XML, '\uFFFD');
}
