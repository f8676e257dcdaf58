// The log book's downloads (docs/api/export.md): the file comes back as a blob through the api
// client and is handed to the browser; success and failure are reported with the spec's messages.
import { MESSAGES, type TExportFormat, type TWeeklyReport, todayIso } from '@ptlog/shared';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { translateMessage } from '../../i18n/messages';
import { api } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import {
  downloadFileName,
  exportFailureMessage,
  exportFileName,
  hasSomethingToDownload,
  type TExportScope,
} from './export';
import type { TPrintedWeek } from './export-kiswahili';

/** A whole log book takes a moment to typeset; allow for a slow connection too. */
const EXPORT_TIMEOUT_MS = 60_000;
const asBlob = { responseType: 'blob', timeoutMs: EXPORT_TIMEOUT_MS } as const;

export const exportApi = {
  week: (week: number, format: TExportFormat) =>
    api.get<Blob>(`/reports/weekly/week/${week}/download/${format}/`, asBlob),
  all: (format: TExportFormat) =>
    api.post<Blob>(`/export/all-weekly-reports/${format}/`, {}, asBlob),
};

export interface TExportRequest {
  scope: TExportScope;
  format: TExportFormat;
  /** The reports the download covers, to refuse at once when nothing is written yet. */
  reports: readonly TWeeklyReport[];
  /** For 'all': the logged weeks with no weekly report, which the file prints as drafts. */
  drafts?: readonly TPrintedWeek[];
  /** The week, for a single-week download. */
  week?: number;
}

/** Runs downloads one at a time; `pending` names the one in progress (e.g. 'all:pdf'). */
export function useExportDownload() {
  const [pending, setPending] = useState<string | null>(null);

  async function download(request: TExportRequest) {
    if (pending) return;
    const { scope, format } = request;
    if (!hasSomethingToDownload(request.reports, request.drafts)) {
      notify.error(translateMessage(MESSAGES.export.noReports));
      return;
    }
    setPending(`${scope}:${format}`);
    try {
      const blob =
        scope === 'all' ? await exportApi.all(format) : await exportApi.week(request.week!, format);
      saveFile(blob, downloadFileName(blob, exportFileName(scope, format, todayIso())));
      notify.success(
        translateMessage(
          scope === 'all' ? MESSAGES.export.allSuccess(format) : MESSAGES.export.downloaded(format),
        ),
      );
    } catch (error) {
      notify.error(exportFailureMessage(error, scope, format));
    } finally {
      setPending(null);
    }
  }

  return { pending, download };
}
