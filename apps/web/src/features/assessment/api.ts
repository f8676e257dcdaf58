// The PT assessment guide's example downloads (GET /export/examples/…): files the server makes
// on request with our own export code, handed to the browser as downloads.
import { MESSAGES, type TExportFormat } from '@ptlog/shared';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { translateMessage } from '../../i18n/messages';
import { api } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

export type TExampleFile = 'logbook-pdf' | 'logbook-docx' | 'outline-docx';

const asBlob = { responseType: 'blob', timeoutMs: 60_000 } as const;

const logbook = (format: TExportFormat) => ({
  fileName: `example-logbook-week.${format}`,
  fetch: () => api.get<Blob>(`/export/examples/logbook/${format}/`, asBlob),
});

export const EXAMPLE_FILES: Record<TExampleFile, { fileName: string; fetch: () => Promise<Blob> }> =
  {
    'logbook-pdf': logbook('pdf'),
    'logbook-docx': logbook('docx'),
    'outline-docx': {
      fileName: 'example-general-report-outline.docx',
      fetch: () => api.get<Blob>('/export/examples/general-report-outline/', asBlob),
    },
  };

/** Downloads one example at a time; `pending` names the one in progress. */
export function useExampleDownload() {
  const [pending, setPending] = useState<TExampleFile | null>(null);
  async function download(file: TExampleFile) {
    if (pending) return;
    setPending(file);
    try {
      const example = EXAMPLE_FILES[file];
      saveFile(await example.fetch(), example.fileName);
    } catch {
      notify.error(translateMessage(MESSAGES.resources.exampleFailed));
    } finally {
      setPending(null);
    }
  }
  return { pending, download };
}
