import ExcelJS from 'exceljs';

/** An .xlsx of broadcast recipients: the 'Email' header in column A and 'Name' in B. */
export async function recipientsSheet(rows: [string, string][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Recipients');
  sheet.addRow(['Email', 'Name']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
