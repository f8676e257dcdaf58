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

/** zlib's own default and least output chunk. */
const MIN_CHUNK = 16 * 1024;

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
    // One output chunk the declared size: no copying of chunks together, no round trip a 16 KB.
    return await inflateRawAsync(data, {
      maxOutputLength: entry.uncompressedSize,
      chunkSize: Math.max(MIN_CHUNK, entry.uncompressedSize + 1),
    });
  } catch (error) {
    // Inflating past the declared size: the entry lies about its size, as crafted bombs do.
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new ZipError('too_big');
    }
    throw new ZipError('not_xlsx');
  }
}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
/** Bytes counted between two turns of the event loop (a few milliseconds). */
const COUNT_SLICE = 1 << 18;
const NAME_MAX = 256;

/** A byte of an XML name as the counts read one: letters, digits, `_`, `.`, `-` and `:`. */
function isNameByte(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x30 && code <= 0x3a) ||
    code === 0x5f ||
    code === 0x2e ||
    code === 0x2d
  );
}

/** After an element's name: white space, `>` or `/`. */
function endsName(code: number | undefined): boolean {
  return (
    code === 0x20 ||
    code === 0x09 ||
    code === 0x0a ||
    code === 0x0d ||
    code === 0x3e ||
    code === 0x2f
  );
}

/**
 * Adds the worksheet's `<row …>` and `<c …>` start tags (any prefix) to `counts`, read in its
 * bytes, stopping once rows are past their limit (a sheet past both is named for its rows, as
 * before): nothing is decoded or collected, and the event loop gets its turn every COUNT_SLICE
 * bytes. A regular expression's match array of the `<c/>`s of a 50 MB sheet took 18 s and half a
 * gigabyte.
 */
async function countRowsAndCells(
  xml: Buffer,
  counts: { rows: number; cells: number },
  limits: TXlsxLimits,
): Promise<void> {
  let at = 0;
  let nextTurn = COUNT_SLICE;
  while (counts.rows <= limits.maxRowElements) {
    const lt = xml.indexOf(0x3c, at);
    if (lt === -1) return;
    let end = lt + 1;
    // A longer name is neither `row` nor `c`; it is passed over without reading it to its end.
    while (end < xml.length && end - lt < NAME_MAX && isNameByte(xml[end] as number)) end += 1;
    if (endsName(xml[end])) {
      let local = end;
      while (local > lt + 1 && xml[local - 1] !== 0x3a) local -= 1;
      const length = end - local;
      if (
        length === 3 &&
        xml[local] === 0x72 &&
        xml[local + 1] === 0x6f &&
        xml[local + 2] === 0x77
      ) {
        counts.rows += 1;
      } else if (length === 1 && xml[local] === 0x63) {
        counts.cells += 1;
      }
    }
    at = end;
    if (at >= nextTurn) {
      nextTurn = at + COUNT_SLICE;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
}

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
    const counts = { rows: 0, cells: 0 };
    for (const entry of entries) {
      const content = await inflateEntry(bytes, entry);
      if (content.length !== entry.uncompressedSize) return 'not_xlsx';
      if (WORKSHEET.test(entry.name)) {
        await countRowsAndCells(content, counts, limits);
        if (counts.rows > limits.maxRowElements) return 'too_many_rows';
        if (counts.cells > limits.maxCellElements) return 'too_big';
      }
    }
    return null;
  } catch (error) {
    if (error instanceof ZipError) return error.problem;
    if (error instanceof RangeError) return 'not_xlsx';
    throw error;
  }
}

/** Reads single entries of a zip that xlsxZipProblem accepted, each within its declared size. */
export interface TXlsxEntries {
  names: Set<string>;
  /** The entry's bytes, or null when the zip has no such entry. */
  read(name: string): Promise<Buffer | null>;
}

/**
 * The entries of an .xlsx, read one at a time; null when the zip cannot be read or declares more
 * than `limits` allow. `read` rejects with an XlsxEntryError when an entry cannot be inflated
 * within its declared size.
 */
export function xlsxEntries(
  bytes: Buffer,
  limits: Pick<TXlsxLimits, 'maxEntries' | 'maxUnzippedBytes'>,
): TXlsxEntries | null {
  let entries: TZipEntry[];
  try {
    if (!hasZipMagic(bytes)) return null;
    entries = readEntries(bytes, limits.maxEntries);
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > limits.maxUnzippedBytes) return null;
  } catch (error) {
    if (error instanceof ZipError || error instanceof RangeError) return null;
    throw error;
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  return {
    names: new Set(byName.keys()),
    async read(name) {
      const entry = byName.get(name);
      if (!entry) return null;
      try {
        return await inflateEntry(bytes, entry);
      } catch (error) {
        if (error instanceof ZipError || error instanceof RangeError) {
          throw new XlsxEntryError(name);
        }
        throw error;
      }
    },
  };
}

export class XlsxEntryError extends Error {}
