// Workbooks changed part by part: a valid .xlsx (made by exceljs) with one part's XML edited, as a
// crafted upload would be, or with parts added or replaced.
import JSZip from 'jszip';

export const SHEET1 = 'xl/worksheets/sheet1.xml';

/** The workbook with each named part's text replaced by `edit(text)` (the part must exist). */
export async function editParts(
  bytes: Buffer,
  edits: Record<string, (xml: string) => string>,
): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  for (const [part, edit] of Object.entries(edits)) {
    const file = zip.file(part);
    if (!file) throw new Error(`the workbook has no ${part}`);
    zip.file(part, edit(await file.async('string')));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The workbook with these parts written as given (added, or replacing the workbook's own). */
export async function withParts(bytes: Buffer, parts: Record<string, string>): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  for (const [part, xml] of Object.entries(parts)) zip.file(part, xml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** An edit that puts `xml` right after the worksheet's `</sheetData>`. */
export const afterSheetData = (xml: string) => (sheet: string) =>
  sheet.replace('</sheetData>', `</sheetData>${xml}`);

/** An edit that puts `xml` right before the worksheet's `<sheetData>`. */
export const beforeSheetData = (xml: string) => (sheet: string) =>
  sheet.replace('<sheetData>', `${xml}<sheetData>`);
