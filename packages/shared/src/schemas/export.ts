// Export requests (spec 2 §5, §7). A format outside pdf/docx is answered with the spec's
// 'Unsupported export format. Please use PDF or DOCX.', so formats are read as strings and
// checked by exportFormatOf rather than by the schema.
import { z } from 'zod';
import { EXPORT_FORMATS, type TExportFormat } from '../constants/reports';
import { MESSAGES } from '../messages';
import { ZDbId } from './db-id';

/** Most weekly reports one bulk export takes (a log book has 8 weeks). */
export const BULK_EXPORT_MAX = 50;

/** 'pdf' / 'PDF' → 'pdf'; anything else → null. */
export function exportFormatOf(value: unknown): TExportFormat | null {
  const format = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (EXPORT_FORMATS as readonly string[]).includes(format) ? (format as TExportFormat) : null;
}

/** POST /export/bulk/: weekly report ids (one student's) and a format → one document. */
export const ZExportBulkInput = z.object({
  report_ids: z.array(ZDbId).min(1, MESSAGES.export.bulkEmpty).max(BULK_EXPORT_MAX),
  format: z.string().max(20).default('pdf'),
});
export type TExportBulkInput = z.infer<typeof ZExportBulkInput>;

/** GET /reports/weekly/download-all/{id}/?format=pdf|docx (default pdf). */
export const ZExportFormatQuery = z.object({ format: z.string().max(20).default('pdf') });
