import { deflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { emailCampaigns, mailOutbox } from '../../src/db/schema';
import { bearer } from './accounts';
import type { TTestApp } from './build-test-app';

export const TO_USERS = '/api/admin-dashboard/send-email-to-users/';
export const FROM_EXCEL = '/api/admin-dashboard/send-email-from-excel/';
export const CAMPAIGNS = '/api/admin-dashboard/api/email-campaigns/';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx made by exceljs: `rows` below an optional header row. */
export async function xlsxOf(
  rows: ExcelJS.CellValue[][],
  options: { header?: ExcelJS.CellValue[] | null } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Recipients');
  const header = options.header === undefined ? ['Email', 'Name'] : options.header;
  if (header) sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A minimal zip (deflated entries; the CRC is not filled in: the server does not need it). */
export function zipOf(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The entries an .xlsx needs to look like one, plus `extra`. */
export function craftedXlsx(extra: { name: string; data: Buffer; declaredSize?: number }[]) {
  const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
  return zipOf([
    { name: '[Content_Types].xml', data: xml('<Types/>') },
    { name: 'xl/workbook.xml', data: xml('<workbook/>') },
    ...extra,
  ]);
}

/** A multipart body: the file part first (as the web form sends it) unless `fieldsFirst`. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string; field?: string },
  options: { fieldsFirst?: boolean } = {},
) {
  const boundary = '----ptlog-broadcast-boundary';
  const fileChunks: Buffer[] = [];
  const fieldChunks: Buffer[] = [];
  if (file) {
    fileChunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? XLSX_TYPE}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  for (const [name, value] of Object.entries(fields)) {
    fieldChunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  const parts = options.fieldsFirst
    ? [...fieldChunks, ...fileChunks]
    : [...fileChunks, ...fieldChunks];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const VALID_FIELDS = {
  subject: 'Week 5 reminder',
  message: 'Please submit your weekly report before Friday.',
};

/** POST of the upload form with the bearer `access` (none when null). */
export function uploadSheet(
  testApp: TTestApp,
  access: string | null,
  file: { name: string; bytes: Buffer; type?: string } | undefined,
  fields: Record<string, string> = VALID_FIELDS,
  url = FROM_EXCEL,
): Promise<LightMyRequestResponse> {
  const form = multipartForm(fields, file);
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, ...(access ? bearer(access) : {}) },
    payload: form.payload,
  });
}

/** Delivery passes until the campaign has nothing pending (or 10 s pass). */
export async function deliverCampaign(testApp: TTestApp, campaignId: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await testApp.app.mail.flush();
    const [row] = await testApp.db
      .select()
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, campaignId));
    if (!row) throw new Error(`no campaign ${campaignId}`);
    if (row.sentCount + row.failedCount >= row.queuedCount) return row;
    if (Date.now() > deadline) throw new Error(`campaign ${campaignId} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function outboxAndCampaignCounts(testApp: TTestApp) {
  const [mails, campaigns] = await Promise.all([
    testApp.db.select({ id: mailOutbox.id }).from(mailOutbox),
    testApp.db.select({ id: emailCampaigns.id }).from(emailCampaigns),
  ]);
  return { mails: mails.length, campaigns: campaigns.length };
}
