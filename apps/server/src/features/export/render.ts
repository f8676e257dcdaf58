// Turns an export's data into its file. Pure CPU work on serialisable input, so it can run in a
// worker thread (render-pool.ts).
import type { TExportFormat } from '@ptlog/shared';
import { renderDocx } from './docx';
import type { TExportDocument } from './export.model';
import { renderPdf } from './pdf';
import { qrPng } from './qr';

export async function renderExport(
  document: TExportDocument,
  format: TExportFormat,
  now: Date,
): Promise<Buffer> {
  if (format === 'pdf') return renderPdf(document, now);
  return renderDocx(document, await qrPng(document.verifyUrl));
}
