// Downloads of the log book (spec 2 §2, §5, §8; docs/api/export.md): file names, the "something to
// download" rule and the messages of a failed download.
import {
  ERROR_CODES,
  MESSAGES,
  type TExportFormat,
  type TWeeklyReport,
  WORKING_DAYS,
} from '@ptlog/shared';
import { translateMessage } from '../../i18n/messages';
import { isApiError } from '../../lib/api';
import type { TPrintedWeek } from './export-kiswahili';

export type TExportScope = 'week' | 'all';

/** The spec's file names: weekly-report.pdf, all-weekly-reports-2026-03-18.docx. */
export function exportFileName(scope: TExportScope, format: TExportFormat, today: string): string {
  return scope === 'all' ? `all-weekly-reports-${today}.${format}` : `weekly-report.${format}`;
}

/** The name the server gave the file (api-client: a File), else the spec's name for `fallback`. */
export function downloadFileName(file: Blob, fallback: string): string {
  return file instanceof File && file.name ? file.name : fallback;
}

/**
 * Downloads need at least one daily report with a description (spec 1 §5, spec 2 §5). "All" also
 * prints the logged weeks with no weekly report as drafts (ADR 9), so their days count too.
 */
export function hasSomethingToDownload(
  reports: readonly TWeeklyReport[],
  drafts: readonly TPrintedWeek[] = [],
): boolean {
  return (
    reports.some((report) => WORKING_DAYS.some((day) => report[`daily_${day}`].trim() !== '')) ||
    drafts.some((week) => week.daily_reports.some((daily) => daily.description.trim() !== ''))
  );
}

const SERVER_MESSAGES = new Set<string>([
  MESSAGES.export.noReports,
  MESSAGES.export.unsupportedFormat,
  MESSAGES.weekly.notFound,
]);

const isTranslatedServerMessage = (detail: string) =>
  [...SERVER_MESSAGES].some((message) => translateMessage(message) === detail);

/** What to tell the student when a download failed (spec 2 §8 "Export and download"). */
export function exportFailureMessage(
  error: unknown,
  scope: TExportScope,
  format: TExportFormat,
): string {
  return translateMessage(exportFailureText(error, scope, format));
}

/** The English message; the server's detail arrives already in the reader's language. */
function exportFailureText(error: unknown, scope: TExportScope, format: TExportFormat): string {
  const fallback =
    scope === 'all' ? MESSAGES.export.allFailed : MESSAGES.export.formatFailed(format);
  if (!isApiError(error)) return fallback;
  if (SERVER_MESSAGES.has(error.detail) || isTranslatedServerMessage(error.detail)) {
    return error.detail;
  }
  if (error.status === 401) return MESSAGES.export.authRequired;
  if (error.status === 404 && error.code !== ERROR_CODES.NOT_FOUND) {
    return MESSAGES.export.pdfEndpointNotFound;
  }
  if (error.status >= 500) return MESSAGES.export.serverError;
  if (error.kind === 'network') return error.detail;
  return fallback;
}
