import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { hasZipMagic, xlsxZipProblem } from './xlsx-guard';

const LIMITS = {
  maxUnzippedBytes: 1024 * 1024,
  maxRowElements: 100,
  maxCellElements: 1000,
  maxEntries: 50,
};

interface TEntry {
  name: string;
  data: Buffer;
  /** What the directory claims the entry inflates to (default: the truth). */
  declaredSize?: number;
  /** Raw bytes to store instead of deflating `data`. */
  raw?: Buffer;
}

/** A zip written in the zip64 form: every size and offset in zip64 extra fields and records. */
function zip64Of(entries: TEntry[]): Buffer {
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = entry.raw ?? deflateRawSync(entry.data);
    const size = BigInt(entry.declaredSize ?? entry.data.length);
    const localExtra = Buffer.alloc(20);
    localExtra.writeUInt16LE(1, 0);
    localExtra.writeUInt16LE(16, 2);
    localExtra.writeBigUInt64LE(size, 4);
    localExtra.writeBigUInt64LE(BigInt(compressed.length), 12);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(45, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0xffffffff, 18);
    local.writeUInt32LE(0xffffffff, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(localExtra.length, 28);
    const centralExtra = Buffer.alloc(28);
    centralExtra.writeUInt16LE(1, 0);
    centralExtra.writeUInt16LE(24, 2);
    centralExtra.writeBigUInt64LE(size, 4);
    centralExtra.writeBigUInt64LE(BigInt(compressed.length), 12);
    centralExtra.writeBigUInt64LE(BigInt(offset), 20);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(45, 4);
    central.writeUInt16LE(45, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0xffffffff, 20);
    central.writeUInt32LE(0xffffffff, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(centralExtra.length, 30);
    central.writeUInt32LE(0xffffffff, 42);
    parts.push(local, name, localExtra, compressed);
    centrals.push(central, name, centralExtra);
    offset += local.length + name.length + localExtra.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeBigUInt64LE(BigInt(entries.length), 24);
  record.writeBigUInt64LE(BigInt(entries.length), 32);
  record.writeBigUInt64LE(BigInt(directory.length), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([...parts, directory, record, locator, end]);
}

const BASE: TEntry[] = [
  { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
  { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
];
const sheet = (xml: string): TEntry => ({
  name: 'xl/worksheets/sheet1.xml',
  data: Buffer.from(xml),
});

describe('xlsxZipProblem', () => {
  it('accepts a workbook written by exceljs', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('R').addRow(['Email', 'Name']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(hasZipMagic(bytes)).toBe(true);
    expect(await xlsxZipProblem(bytes, LIMITS)).toBeNull();
  });

  it('reads zip64 directories and sizes', async () => {
    expect(await xlsxZipProblem(zip64Of([...BASE, sheet('<row/><row/>')]), LIMITS)).toBeNull();
    // The same structure, but an entry inflating past its declared size.
    const lying = { ...sheet(' '.repeat(100_000)), declaredSize: 10 };
    expect(await xlsxZipProblem(zip64Of([...BASE, lying]), LIMITS)).toBe('too_big');
  });

  it('refuses by the declared sizes before inflating anything', async () => {
    // Not even valid deflate data: had it been inflated, the answer would be not_xlsx.
    const huge: TEntry = {
      name: 'xl/sharedStrings.xml',
      data: Buffer.alloc(0),
      raw: Buffer.from('garbage'),
      declaredSize: LIMITS.maxUnzippedBytes + 1,
    };
    expect(await xlsxZipProblem(zip64Of([...BASE, huge]), LIMITS)).toBe('too_big');
  });

  it('refuses what is not a workbook, or is damaged', async () => {
    expect(await xlsxZipProblem(Buffer.from('Email\na@example.test'), LIMITS)).toBe('not_xlsx');
    expect(await xlsxZipProblem(Buffer.alloc(0), LIMITS)).toBe('not_xlsx');
    expect(await xlsxZipProblem(zip64Of([BASE[0]!]), LIMITS)).toBe('not_xlsx');
    const whole = zip64Of([...BASE, sheet('<row/>')]);
    expect(await xlsxZipProblem(whole.subarray(0, whole.length - 30), LIMITS)).toBe('not_xlsx');
    const broken: TEntry = { ...sheet('<row/>'), raw: Buffer.from('not deflate') };
    expect(await xlsxZipProblem(zip64Of([...BASE, broken]), LIMITS)).toBe('not_xlsx');
  });

  it('bounds entries, rows (any namespace prefix) and cells', async () => {
    const many = Array.from({ length: LIMITS.maxEntries }, (_, index) => ({
      name: `xl/extra${index}.xml`,
      data: Buffer.from('<x/>'),
    }));
    expect(await xlsxZipProblem(zip64Of([...BASE, ...many]), LIMITS)).toBe('too_big');
    const rows = '<x:row r="1"></x:row>'.repeat(LIMITS.maxRowElements + 1);
    expect(await xlsxZipProblem(zip64Of([...BASE, sheet(rows)]), LIMITS)).toBe('too_many_rows');
    const cells = `<row>${'<c r="A1"/>'.repeat(LIMITS.maxCellElements + 1)}</row>`;
    expect(await xlsxZipProblem(zip64Of([...BASE, sheet(cells)]), LIMITS)).toBe('too_big');
    const fine = `<row>${'<c r="A1"/>'.repeat(LIMITS.maxCellElements)}</row>`;
    expect(await xlsxZipProblem(zip64Of([...BASE, sheet(fine)]), LIMITS)).toBeNull();
  });
});
