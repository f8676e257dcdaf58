// Reading the staff exports' workbooks back (ADR 0022), as Excel would open them.
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The one sheet of an .xlsx download named `fileName`, after checking its headers. */
export async function downloadedSheet(
  response: LightMyRequestResponse,
  fileName: string,
  sheetName: string,
): Promise<ExcelJS.Worksheet> {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([sheetName]);
  return workbook.worksheets[0]!;
}

/** Row `row`'s cells by the header's names. */
export function cellsOf(sheet: ExcelJS.Worksheet, row: number) {
  const header = sheet.getRow(1).values as (string | undefined)[];
  return (name: string) => sheet.getRow(row).getCell(header.indexOf(name));
}
