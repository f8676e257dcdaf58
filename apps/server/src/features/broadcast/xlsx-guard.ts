// Checks an uploaded .xlsx (a zip) before any spreadsheet library opens it: the zip's own
// structure is read here, and every entry is inflated with a hard output bound, so a small file
// that would inflate to gigabytes (a zip bomb) is refused without ever being inflated in full.
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

const inflateRawAsync = promisify(inflateRaw);

export type TXlsxProblem = 'not_xlsx' | 'too_big' | 'too_many_rows';

export interface TXlsxLimits {
  /** Sum of all entries' inflated sizes. */
  maxUnzippedBytes: number;
  /** `<row>` and `<c>` elements over all worksheets: bounds on the work the parser will do. */
  maxRowElements: number;
  maxCellElements: number;
  maxEntries: number;
}

interface TZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

class ZipError extends Error {
  constructor(readonly problem: TXlsxProblem) {
    super(problem);
  }
}

function bigToNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipError('not_xlsx');
  return Number(value);
}

/** True when the bytes start like a zip file (local file header "PK\x03\x04"). */
export function hasZipMagic(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL_SIGNATURE;
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - EOCD_SIZE; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw new ZipError('not_xlsx');
}

/** Where the central directory is and how many entries it has (zip64 records included). */
function centralDirectory(bytes: Buffer): { offset: number; size: number; entries: number } {
  const eocd = findEndOfCentralDirectory(bytes);
  let entries = bytes.readUInt16LE(eocd + 10);
  let size = bytes.readUInt32LE(eocd + 12);
  let offset = bytes.readUInt32LE(eocd + 16);
  if (entries === U16_MAX || size === U32_MAX || offset === U32_MAX) {
    const locator = eocd - 20;
    if (locator < 0 || bytes.readUInt32LE(locator) !== ZIP64_LOCATOR_SIGNATURE) {
      throw new ZipError('not_xlsx');
    }
    const record = bigToNumber(bytes.readBigUInt64LE(locator + 8));
    if (record + 56 > bytes.length || bytes.readUInt32LE(record) !== ZIP64_EOCD_SIGNATURE) {
      throw new ZipError('not_xlsx');
    }
    entries = bigToNumber(bytes.readBigUInt64LE(record + 32));
    size = bigToNumber(bytes.readBigUInt64LE(record + 40));
    offset = bigToNumber(bytes.readBigUInt64LE(record + 48));
  }
  if (offset + size > bytes.length) throw new ZipError('not_xlsx');
  return { offset, size, entries };
}

/** Sizes a zip64 extra field (id 1) gives for the central header's saturated fields. */
function applyZip64Extra(bytes: Buffer, extraStart: number, extraEnd: number, entry: TZipEntry) {
  let at = extraStart;
  while (at + 4 <= extraEnd) {
    const id = bytes.readUInt16LE(at);
    const length = bytes.readUInt16LE(at + 2);
    const dataEnd = at + 4 + length;
    if (dataEnd > extraEnd) break;
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > dataEnd) throw new ZipError('not_xlsx');
        const value = bigToNumber(bytes.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === U32_MAX) entry.uncompressedSize = next();
      if (entry.compressedSize === U32_MAX) entry.compressedSize = next();
      if (entry.localHeaderOffset === U32_MAX) entry.localHeaderOffset = next();
      return;
    }
    at = dataEnd;
  }
}

function readEntries(bytes: Buffer, maxEntries: number): TZipEntry[] {
  const directory = centralDirectory(bytes);
  if (directory.entries > maxEntries) throw new ZipError('too_big');
  const end = directory.offset + directory.size;
  const entries: TZipEntry[] = [];
  let at = directory.offset;
  for (let index = 0; index < directory.entries; index += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      throw new ZipError('not_xlsx');
    }
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const nameStart = at + 46;
    const extraStart = nameStart + nameLength;
    const next = extraStart + extraLength + commentLength;
    if (next > end) throw new ZipError('not_xlsx');
    const entry: TZipEntry = {
      name: bytes.toString('utf8', nameStart, extraStart).replace(/^\//, ''),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    };
    applyZip64Extra(bytes, extraStart, extraStart + extraLength, entry);
    entries.push(entry);
    at = next;
  }
  return entries;
}

/**
 * The entry names of a zip (from its central directory, nothing inflated), or null when the bytes
 * are not a zip we can read or hold more than `maxEntries` entries.
 */
export function zipEntryNames(bytes: Buffer, maxEntries: number): Set<string> | null {
  try {
    if (!hasZipMagic(bytes)) return null;
    return new Set(readEntries(bytes, maxEntries).map((entry) => entry.name));
  } catch (error) {
    if (error instanceof ZipError || error instanceof RangeError) return null;
    throw error;
  }
}

/** The entry's data inflated, never more than its declared size (a lie is refused). */
async function inflateEntry(bytes: Buffer, entry: TZipEntry): Promise<Buffer> {
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_SIGNATURE) {
    throw new ZipError('not_xlsx');
  }
  const dataStart = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > bytes.length) throw new ZipError('not_xlsx');
  const data = bytes.subarray(dataStart, dataEnd);
  if (entry.method === 0) {
    if (data.length !== entry.uncompressedSize) throw new ZipError('not_xlsx');
    return data;
  }
  if (entry.method !== 8) throw new ZipError('not_xlsx');
  if (entry.uncompressedSize === 0) return Buffer.alloc(0);
  try {
    return await inflateRawAsync(data, { maxOutputLength: entry.uncompressedSize });
  } catch (error) {
    // Inflating past the declared size: the entry lies about its size, as crafted bombs do.
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new ZipError('too_big');
    }
    throw new ZipError('not_xlsx');
  }
}

const ROW_ELEMENT = /<(?:[A-Za-z_][\w.-]*:)?row[\s>/]/g;
const CELL_ELEMENT = /<(?:[A-Za-z_][\w.-]*:)?c[\s>/]/g;
const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;

/**
 * Null when `bytes` is a zip shaped like an .xlsx whose entries together inflate to at most
 * `maxUnzippedBytes` and whose worksheets hold at most `maxRowElements` rows and
 * `maxCellElements` cells; else the problem.
 * The declared sizes are summed before anything is inflated; then each entry is inflated with its
 * declared size as the output bound, so no entry can produce more than the directory promised.
 */
export async function xlsxZipProblem(
  bytes: Buffer,
  limits: TXlsxLimits,
): Promise<TXlsxProblem | null> {
  try {
    if (!hasZipMagic(bytes)) return 'not_xlsx';
    const entries = readEntries(bytes, limits.maxEntries);
    const names = new Set(entries.map((entry) => entry.name));
    if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return 'not_xlsx';
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > limits.maxUnzippedBytes) return 'too_big';
    let rows = 0;
    let cells = 0;
    for (const entry of entries) {
      const content = await inflateEntry(bytes, entry);
      if (content.length !== entry.uncompressedSize) return 'not_xlsx';
      if (WORKSHEET.test(entry.name)) {
        const xml = content.toString('utf8');
        rows += xml.match(ROW_ELEMENT)?.length ?? 0;
        if (rows > limits.maxRowElements) return 'too_many_rows';
        cells += xml.match(CELL_ELEMENT)?.length ?? 0;
        if (cells > limits.maxCellElements) return 'too_big';
      }
    }
    return null;
  } catch (error) {
    if (error instanceof ZipError) return error.problem;
    if (error instanceof RangeError) return 'not_xlsx';
    throw error;
  }
}
