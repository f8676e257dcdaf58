// Checks on the e-mail broadcast spreadsheet (spec 2 §5 "Email from Excel").
import { MESSAGES } from '../messages';

/** The problem with a chosen upload, or null when it is acceptable. */
export function xlsxFileProblem(
  file: { name: string; size: number } | null | undefined,
): string | null {
  if (!file) return MESSAGES.email.fileRequired;
  if (!file.name.toLowerCase().endsWith('.xlsx')) return MESSAGES.email.invalidFileType;
  if (file.size <= 0) return MESSAGES.email.fileEmpty;
  return null;
}
