// exceljs takes most of a second to load: only the first sheet read or written pays for it, not
// every start-up.
import type ExcelJS from 'exceljs';

let excelJs: Promise<typeof ExcelJS> | undefined;

export function loadExcelJs(): Promise<typeof ExcelJS> {
  excelJs ??= import('exceljs').then((module) => module.default);
  return excelJs;
}
