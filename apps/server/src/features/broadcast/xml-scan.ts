// A small XML tokenizer for the few parts of an .xlsx the recipients reader needs. It reads the
// UTF-8 bytes as they were inflated (no copy of the part as a string), its work is linear in them,
// and it keeps nothing but where the open elements' names are: an element costs what its bytes
// cost, whatever a spreadsheet program would build from it (a merged range, a validation's range).
// It reports only the elements a handler names, decodes only the text and attributes the handler
// asks for, and scans in slices (`step`), so a caller can give the event loop back between them.

export class XmlError extends Error {}

/** The start tag being reported; valid only during `open`. */
export interface TXmlTag {
  /** Where the tag's `<` is in the text. */
  readonly start: number;
  /** How many elements are open, this one included (the root's depth is 1). */
  readonly depth: number;
  /** The value (entities decoded) of the first attribute with this local name (prefix ignored). */
  attribute(localName: string): string | undefined;
}

export interface TXmlHandler {
  /** The local names (prefix ignored) of the elements `open` and `close` are called for. */
  readonly names: readonly string[];
  /** A start tag; a self-closing one is followed at once by its `close`. */
  open(name: string, tag: TXmlTag): void;
  close(name: string, depth: number): void;
  /** Character data (entities decoded), reported only while `wantsText` is true. */
  text(value: string): void;
  readonly wantsText: boolean;
  /** True once the handler has what it needs: the scan ends there. */
  readonly stopped: boolean;
}

const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(lt|gt|amp|quot|apos));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeXmlText(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name] ?? whole;
    const code = decimal ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SLASH = 0x2f;
const COLON = 0x3a;
const LT = 0x3c;
const GT = 0x3e;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const BANG = 0x21;
const QUESTION = 0x3f;
const AMPERSAND = 0x26;
const SEMICOLON = 0x3b;
/** No attribute the reader asks for is longer (a cell reference, a sheet name, a part's path). */
const ATTRIBUTE_MAX_BYTES = 4096;
/** No element or attribute name of an .xlsx part comes near it. */
const NAME_MAX_BYTES = 1024;

function isSpace(code: number): boolean {
  return code === SPACE || code === TAB || code === LF || code === CR;
}

/** True when `bytes` holds the ASCII `text` at `at`. */
function bytesAre(bytes: Buffer, at: number, text: string): boolean {
  if (at < 0 || at + text.length > bytes.length) return false;
  for (let index = 0; index < text.length; index += 1) {
    if (bytes[at + index] !== text.charCodeAt(index)) return false;
  }
  return true;
}

/**
 * Where a slice of text may end at or before `end` without cutting a character's UTF-8 bytes or an
 * entity in two.
 */
function safeTextEnd(bytes: Buffer, from: number, end: number): number {
  let at = end;
  while (at > from && ((bytes[at] as number) & 0xc0) === 0x80) at -= 1;
  for (let back = at - 1; back >= from && back >= at - 12; back -= 1) {
    if (bytes[back] === SEMICOLON) break;
    if (bytes[back] === AMPERSAND) return back > from ? back : end;
  }
  return at > from ? at : end;
}

export class XmlScanner implements TXmlTag {
  start = 0;
  private at: number;
  /** Start and end of each open element's name, two numbers an element. */
  private readonly open: number[] = [];
  private rootSeen = false;
  /** Start and end offsets of the current tag's attribute names and values, four an attribute. */
  private readonly attributes: number[] = [];
  /** The handler's names by length, to match a tag's name without decoding it. */
  private readonly namesByLength = new Map<number, string[]>();

  /**
   * `fragment`: scan from `start` (an element's start tag) until the handler stops, without the
   * checks of a whole document.
   */
  constructor(
    private readonly xml: Buffer,
    private readonly handler: TXmlHandler,
    start = 0,
    private readonly fragment = false,
  ) {
    // A UTF-8 byte order mark (EF BB BF) before the document.
    this.at = bytesAre(xml, start, '\u00ef\u00bb\u00bf') ? start + 3 : start;
    for (const name of handler.names) {
      const same = this.namesByLength.get(name.length) ?? [];
      same.push(name);
      this.namesByLength.set(name.length, same);
    }
  }

  get depth(): number {
    return this.open.length / 2;
  }

  attribute(wanted: string): string | undefined {
    const { xml, attributes } = this;
    for (let index = 0; index < attributes.length; index += 4) {
      const nameStart = attributes[index] as number;
      const nameEnd = attributes[index + 1] as number;
      const localStart = nameEnd - wanted.length;
      if (localStart < nameStart || !bytesAre(xml, localStart, wanted)) continue;
      if (localStart > nameStart) {
        const prefixed = xml[localStart - 1] === COLON;
        if (!prefixed || bytesAre(xml, nameStart, 'xmlns')) continue;
      }
      const valueStart = attributes[index + 2] as number;
      const valueEnd = attributes[index + 3] as number;
      if (valueEnd - valueStart > ATTRIBUTE_MAX_BYTES) throw new XmlError('attribute too long');
      return decodeXmlText(xml.toString('utf8', valueStart, valueEnd));
    }
    return undefined;
  }

  /** Scans at least `budget` bytes (or to the end); true when the scan is over. */
  step(budget: number): boolean {
    const { xml, handler } = this;
    const until = Math.min(xml.length, this.at + budget);
    while (this.at < until && !handler.stopped) {
      const lt = xml.indexOf(LT, this.at);
      const textEnd = lt === -1 ? xml.length : lt;
      if (textEnd > this.at && handler.wantsText && this.open.length > 0) {
        // Long text is decoded a slice at a time, like the rest.
        const end =
          textEnd - this.at > budget ? safeTextEnd(xml, this.at, this.at + budget) : textEnd;
        handler.text(decodeXmlText(xml.toString('utf8', this.at, end)));
        if (end < textEnd) {
          this.at = end;
          continue;
        }
      }
      this.at = lt === -1 ? xml.length : this.markup(lt);
    }
    if (handler.stopped) return true;
    if (this.at < xml.length) return false;
    if (this.fragment) throw new XmlError('the element does not end');
    if (!this.rootSeen || this.open.length > 0) throw new XmlError('the document does not end');
    return true;
  }

  /** Reads the markup at `lt`; answers where the text after it starts. */
  private markup(lt: number): number {
    const { xml } = this;
    const next = xml[lt + 1];
    if (next === SLASH) return this.endTag(lt);
    if (next === QUESTION) return this.skipPast('?>', lt + 2);
    if (next !== BANG) return this.startTag(lt);
    if (bytesAre(xml, lt, '<!--')) return this.skipPast('-->', lt + 4);
    if (bytesAre(xml, lt, '<![CDATA[')) {
      const end = xml.indexOf(']]>', lt + 9);
      if (end === -1 || this.open.length === 0) throw new XmlError('bad CDATA');
      if (this.handler.wantsText) this.handler.text(xml.toString('utf8', lt + 9, end));
      return end + 3;
    }
    throw new XmlError('declarations are not read');
  }

  private skipPast(marker: string, from: number): number {
    const end = this.xml.indexOf(marker, from);
    if (end === -1) throw new XmlError(`no ${marker}`);
    return end + marker.length;
  }

  /** Where a name (element or attribute) that starts at `from` ends. */
  private nameEnd(from: number): number {
    const { xml } = this;
    let end = from;
    while (end < xml.length) {
      const code = xml[end] as number;
      if (isSpace(code) || code === SLASH || code === GT || code === EQUALS || code === LT) break;
      end += 1;
      if (end - from > NAME_MAX_BYTES) throw new XmlError('name too long');
    }
    return end;
  }

  private skipSpace(from: number): number {
    let at = from;
    while (at < this.xml.length && isSpace(this.xml[at] as number)) at += 1;
    return at;
  }

  /** The handler's name for the element name at start..end (its local part), if it has one. */
  private wanted(start: number, end: number): string | undefined {
    const { xml } = this;
    let local = end;
    while (local > start && xml[local - 1] !== COLON) local -= 1;
    const candidates = this.namesByLength.get(end - local);
    if (!candidates) return undefined;
    for (const name of candidates) if (bytesAre(xml, local, name)) return name;
    return undefined;
  }

  private endTag(lt: number): number {
    const { xml, open } = this;
    const start = lt + 2;
    const end = this.nameEnd(start);
    const gt = this.skipSpace(end);
    if (xml[gt] !== GT) throw new XmlError('bad end tag');
    const openEnd = open.pop();
    const openStart = open.pop();
    if (openStart === undefined || openEnd === undefined || openEnd - openStart !== end - start) {
      throw new XmlError('end tag does not match');
    }
    for (let index = 0; index < end - start; index += 1) {
      if (xml[openStart + index] !== xml[start + index])
        throw new XmlError('end tag does not match');
    }
    const name = this.wanted(start, end);
    if (name !== undefined) this.handler.close(name, this.depth + 1);
    return gt + 1;
  }

  private startTag(lt: number): number {
    const { xml } = this;
    const end = this.nameEnd(lt + 1);
    if (end === lt + 1) throw new XmlError('an element without a name');
    const name = this.wanted(lt + 1, end);
    this.attributes.length = 0;
    let at = end;
    let selfClosing = false;
    for (;;) {
      at = this.skipSpace(at);
      const code = xml[at];
      if (code === GT) break;
      if (code === SLASH) {
        if (xml[at + 1] !== GT) throw new XmlError('bad tag');
        selfClosing = true;
        at += 1;
        break;
      }
      if (code === undefined) throw new XmlError('a tag does not end');
      const attributeEnd = this.nameEnd(at);
      if (attributeEnd === at) throw new XmlError('bad attribute');
      const equals = this.skipSpace(attributeEnd);
      if (xml[equals] !== EQUALS) throw new XmlError('attribute without a value');
      const open = this.skipSpace(equals + 1);
      const quote = xml[open];
      if (quote !== QUOTE && quote !== APOSTROPHE) throw new XmlError('unquoted attribute');
      const close = xml.indexOf(quote, open + 1);
      if (close === -1) throw new XmlError('an attribute does not end');
      if (name !== undefined) this.attributes.push(at, attributeEnd, open + 1, close);
      at = close + 1;
    }
    if (this.open.length === 0 && !this.fragment) {
      if (this.rootSeen) throw new XmlError('a second root element');
      this.rootSeen = true;
    }
    this.open.push(lt + 1, end);
    if (name !== undefined) {
      this.start = lt;
      this.handler.open(name, this);
    }
    if (selfClosing) {
      this.open.length -= 2;
      if (name !== undefined) this.handler.close(name, this.depth + 1);
    }
    return at + 1;
  }
}

/** How many bytes one slice scans before the event loop gets its turn (a few milliseconds). */
const SLICE = 1 << 17;

/** Runs the scanner to its end, giving the event loop back between slices. */
export async function scanAll(scanner: XmlScanner, slice = SLICE): Promise<void> {
  while (!scanner.step(slice)) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
