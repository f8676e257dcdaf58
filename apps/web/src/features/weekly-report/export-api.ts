// Export downloads (docs/api/export.md): the file comes back as a blob through the api client and
// is handed to the browser; success and failure are reported with the spec's messages.
import { MESSAGES, type TExportFormat, type TWeeklyReport, todayIso } from '@ptlog/shared';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { api } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import {
  exportFailureMessage,
  exportFileName,
  hasSomethingToDownload,
  type TExportScope,
} from './export';

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
  /** The week, for a single-week download. */
  week?: number;
}

/** Runs downloads one at a time; `pending` names the one in progress (e.g. 'all:pdf'). */
export function useExportDownload() {
  const [pending, setPending] = useState<string | null>(null);

  async function download(request: TExportRequest) {
    if (pending) return;
    const { scope, format } = request;
    if (!hasSomethingToDownload(request.reports)) {
      notify.error(MESSAGES.export.noReports);
      return;
    }
    setPending(`${scope}:${format}`);
    try {
      const blob =
        scope === 'all' ? await exportApi.all(format) : await exportApi.week(request.week!, format);
      saveFile(blob, exportFileName(scope, format, todayIso()));
      notify.success(
        scope === 'all' ? MESSAGES.export.allSuccess(format) : MESSAGES.export.downloaded(format),
      );
    } catch (error) {
      notify.error(exportFailureMessage(error, scope, format));
    } finally {
      setPending(null);
    }
  }

  return { pending, download };
}
