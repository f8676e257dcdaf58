// The parts of an .xlsx the recipients reader needs, read with the small XML scanner: the
// workbook's worksheets in tab order (name, visibility, part), each worksheet's cells
// (sheet-cells.ts) and the shared strings, each decoded only when a cell asks for it. Defined
// names, styles, drawings and the rest are never read.
import { LIMITS } from '@ptlog/shared';
import { readSheetCells, type TSheetCells } from './sheet-cells';
import { type TXlsxEntries, xlsxEntries } from './xlsx-guard';
import { scanAll, type TXmlHandler, type TXmlTag, XmlScanner } from './xml-scan';

/** The workbook cannot be read as one: its answer is "not an .xlsx". */
export class NotXlsxError extends Error {}

export interface TSheetEntry {
  name: string;
  state: string | undefined;
  path: string;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const WORKSHEET_TYPE = /\/worksheet$/;
const SHARED_STRINGS_TYPE = /\/sharedStrings$/;
/** Excel escapes characters XML cannot hold as _xHHHH_ in shared strings. */
const ESCAPED = /_x([0-9A-F]{4})_/g;

/** A part's path from a target of the workbook's relationships (relative to xl/, or absolute). */
export function partPath(target: string): string {
  const trimmed = target.trim();
  const joined = trimmed.startsWith('/') ? trimmed : `xl/${trimmed}`;
  const segments: string[] = [];
  for (const segment of joined.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

/** More sheets or relationships than any workbook sent here has: each kept costs memory. */
const MAX_ELEMENTS = 10_000;

/** Collects one attribute set per element named `element` (at most MAX_ELEMENTS). */
class ElementsHandler implements TXmlHandler {
  readonly found: Record<string, string | undefined>[] = [];
  readonly names: string[];
  readonly wantsText = false;
  readonly stopped = false;

  constructor(
    private readonly element: string,
    private readonly attributes: string[],
  ) {
    this.names = [element];
  }

  open(name: string, tag: TXmlTag) {
    if (name !== this.element) return;
    if (this.found.length >= MAX_ELEMENTS) throw new NotXlsxError(`too many ${name} elements`);
    this.found.push(
      Object.fromEntries(this.attributes.map((attribute) => [attribute, tag.attribute(attribute)])),
    );
  }

  close() {}
  text() {}
}

/**
 * Where each `<si>` of the shared strings starts (an index, nothing decoded), read no further than
 * the string a cell asks for: the scan stops once `wanted` is indexed, and goes on from there.
 */
class SharedStringsIndex implements TXmlHandler {
  offsets = new Uint32Array(1024);
  count = 0;
  wanted = -1;
  readonly names = ['si'];
  readonly wantsText = false;

  get stopped() {
    return this.count > this.wanted;
  }

  open(_name: string, tag: TXmlTag) {
    if (tag.depth !== 2) return;
    if (this.count === this.offsets.length) {
      const larger = new Uint32Array(this.offsets.length * 2);
      larger.set(this.offsets);
      this.offsets = larger;
    }
    this.offsets[this.count] = tag.start;
    this.count += 1;
  }

  close() {}
  text() {}
}

/** The text of one `<si>`: its `<t>`, or its runs' `<t>`s, phonetic runs left out. */
class SharedStringText implements TXmlHandler {
  readonly names = ['si', 't', 'rPh'];
  private readonly parts: string[] = [];
  private phonetic = 0;
  private inText = false;
  private piece = '';
  stopped = false;

  get wantsText() {
    return this.inText;
  }

  get value() {
    return this.parts.join('');
  }

  open(name: string) {
    if (name === 'rPh') this.phonetic += 1;
    else if (name === 't' && this.phonetic === 0) {
      this.inText = true;
      this.piece = '';
    }
  }

  close(name: string, depth: number) {
    if (name === 'rPh') this.phonetic -= 1;
    else if (name === 't' && this.inText) {
      this.inText = false;
      this.parts.push(
        this.piece.replace(ESCAPED, (_whole, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        ),
      );
    } else if (name === 'si' && depth === 1) this.stopped = true;
  }

  text(value: string) {
    this.piece += value;
  }
}

interface TSharedStrings {
  xml: Buffer;
  index: SharedStringsIndex;
  scanner: XmlScanner;
  /** The index has every string: the scan reached the part's end. */
  complete: boolean;
}

export class XlsxBook {
  private shared: Promise<TSharedStrings | null> | undefined;
  private readonly sharedCache = new Map<number, string>();
  /** Lookups run one after another: each may move the one index scan on. */
  private lookups: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly entries: TXlsxEntries,
    readonly sheets: TSheetEntry[],
    private readonly sharedStringsPath: string,
  ) {}

  /** The workbook's worksheets in tab order; throws NotXlsxError when it cannot be read. */
  static async open(bytes: Buffer): Promise<XlsxBook> {
    const entries = xlsxEntries(bytes, {
      maxEntries: 10_000,
      maxUnzippedBytes: LIMITS.EMAIL_SHEET_MAX_UNZIPPED_BYTES,
    });
    if (!entries) throw new NotXlsxError('not a zip');
    const workbook = await entries.read(WORKBOOK);
    const rels = await entries.read(WORKBOOK_RELS);
    if (workbook === null || rels === null) throw new NotXlsxError('no workbook');
    const sheetsHandler = new ElementsHandler('sheet', ['name', 'state', 'id']);
    await scanAll(new XmlScanner(workbook, sheetsHandler));
    // A workbook has at least one sheet.
    if (sheetsHandler.found.length === 0) throw new NotXlsxError('no sheet');
    const relsHandler = new ElementsHandler('Relationship', ['Id', 'Type', 'Target']);
    await scanAll(new XmlScanner(rels, relsHandler));
    const targets = new Map(relsHandler.found.map((rel) => [rel.Id, rel]));
    const sheets: TSheetEntry[] = [];
    for (const sheet of sheetsHandler.found) {
      const rel = sheet.id === undefined ? undefined : targets.get(sheet.id);
      if (!rel?.Target || !WORKSHEET_TYPE.test(rel.Type ?? '')) continue;
      const path = partPath(rel.Target);
      // A chart sheet, or a sheet whose part is missing: exceljs passed those over too.
      if (!entries.names.has(path)) continue;
      sheets.push({ name: sheet.name ?? '', state: sheet.state, path });
    }
    const shared = relsHandler.found.find((rel) => SHARED_STRINGS_TYPE.test(rel.Type ?? ''));
    return new XlsxBook(
      entries,
      sheets,
      shared?.Target ? partPath(shared.Target) : 'xl/sharedStrings.xml',
    );
  }

  /** The worksheet's cells (sheet-cells.ts): at most `maxRows` rows with values are kept. */
  async cells(sheet: TSheetEntry, maxRows: number): Promise<TSheetCells> {
    const xml = await this.entries.read(sheet.path);
    if (xml === null) throw new NotXlsxError('no worksheet');
    return readSheetCells(xml, maxRows);
  }

  /** The shared string at `index`, '' when there is none. */
  sharedString(index: number): Promise<string> {
    const lookup = this.lookups.then(() => this.lookUp(index));
    this.lookups = lookup.catch(() => undefined);
    return lookup;
  }

  private async lookUp(index: number): Promise<string> {
    const known = this.sharedCache.get(index);
    if (known !== undefined) return known;
    this.shared ??= this.openSharedStrings();
    const shared = await this.shared;
    if (!shared || index < 0) return '';
    if (index >= shared.index.count && !shared.complete) {
      shared.index.wanted = index;
      await scanAll(shared.scanner);
      shared.complete = index >= shared.index.count;
    }
    if (index >= shared.index.count) return '';
    const handler = new SharedStringText();
    await scanAll(new XmlScanner(shared.xml, handler, shared.index.offsets[index], true));
    this.sharedCache.set(index, handler.value);
    return handler.value;
  }

  private async openSharedStrings(): Promise<TSharedStrings | null> {
    const xml = await this.entries.read(this.sharedStringsPath);
    if (xml === null) return null;
    const index = new SharedStringsIndex();
    return { xml, index, scanner: new XmlScanner(xml, index), complete: false };
  }
}
