import { describe, expect, it } from 'vitest';
import { scanAll, type TXmlHandler, type TXmlTag, XmlError, XmlScanner } from './xml-scan';

/** Records the named elements (with the asked-for attributes) and the text inside `capture`. */
class Recorder implements TXmlHandler {
  readonly events: string[] = [];
  readonly stopped = false;
  private depthOfCapture = 0;

  constructor(
    readonly names: string[],
    private readonly attributes: string[] = [],
    private readonly capture = '',
  ) {}

  get wantsText() {
    return this.depthOfCapture > 0;
  }

  open(name: string, tag: TXmlTag) {
    const values = this.attributes
      .map((attribute) => [attribute, tag.attribute(attribute)])
      .filter(([, value]) => value !== undefined)
      .map(([attribute, value]) => ` ${attribute}=${value}`);
    this.events.push(`<${name}@${tag.depth}${values.join('')}>`);
    if (name === this.capture) this.depthOfCapture += 1;
  }

  close(name: string, depth: number) {
    this.events.push(`</${name}@${depth}>`);
    if (name === this.capture) this.depthOfCapture -= 1;
  }

  text(value: string) {
    this.events.push(value);
  }
}

async function scan(xml: string, recorder: Recorder, slice?: number) {
  await scanAll(new XmlScanner(Buffer.from(xml), recorder), slice);
  return recorder.events;
}

describe('XmlScanner', () => {
  it('reports only the named elements, by local name, with their attributes decoded', async () => {
    const xml =
      '\ufeff<?xml version="1.0"?><x:worksheet xmlns:x="urn:x" xmlns:r="urn:r"><!-- a <c> comment -->' +
      '<x:sheetData><x:row r="1" spans="1:2"><x:c r="A1" t = \'s\'><x:v>0</x:v></x:c>' +
      '<x:c r="B1" r:id="rId&amp;1"/></x:row></x:sheetData><ignored a="<c>"><c/></ignored></x:worksheet>';
    expect(await scan(xml, new Recorder(['row', 'c'], ['r', 't', 'id']))).toEqual([
      '<row@3 r=1>',
      '<c@4 r=A1 t=s>',
      '</c@4>',
      '<c@4 r=B1 id=rId&1>',
      '</c@4>',
      '</row@3>',
      '<c@3>',
      '</c@3>',
    ]);
  });

  it('decodes text and CDATA only while the handler asks for it', async () => {
    const xml =
      '<si><t>A &amp; B &#x1F600; &#233;<![CDATA[ <raw> &amp; ]]></t><rPh><x>no</x></rPh></si>';
    expect(await scan(xml, new Recorder(['t'], [], 't'))).toEqual([
      '<t@2>',
      'A & B 😀 é',
      ' <raw> &amp; ',
      '</t@2>',
    ]);
  });

  it('gives long text in slices that never cut a character or an entity', async () => {
    const text = 'Zuri Ñandú 😀 &amp; &#233; '.repeat(50);
    const events = await scan(`<t>${text}</t>`, new Recorder(['t'], [], 't'), 7);
    const pieces = events.slice(1, -1);
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join('')).toBe('Zuri Ñandú 😀 & é '.repeat(50));
  });

  it('scans a slice at a time', () => {
    const xml = Buffer.from(`<a>${'<b/>'.repeat(1000)}</a>`);
    const scanner = new XmlScanner(xml, new Recorder(['b']));
    let steps = 1;
    while (!scanner.step(100)) steps += 1;
    expect(steps).toBeGreaterThan(30);
  });

  it.each([
    ['an unfinished tag', '<oops'],
    ['an unfinished document', '<a><b></b>'],
    ['an end tag that does not match', '<a><b></c></a>'],
    ['an end tag without a start', '<a></a></a>'],
    ['two root elements', '<a/><b/>'],
    ['no element', '<?xml version="1.0"?>'],
    ['a document type declaration', '<!DOCTYPE a [<!ENTITY x "y">]><a/>'],
    ['an attribute without quotes', '<a b=c/>'],
    ['an attribute without a value', '<a b/>'],
    ['an unfinished comment', '<a><!-- </a>'],
    ['an unfinished attribute value', '<a b="c/>'],
    ['a name of 2,000 bytes', `<${'a'.repeat(2000)}/>`],
  ])('refuses %s', async (_name, xml) => {
    await expect(scan(xml, new Recorder(['a']))).rejects.toBeInstanceOf(XmlError);
  });

  it('refuses an attribute it is asked for that is longer than any in a workbook', async () => {
    const xml = `<a r="${'A'.repeat(5000)}"/>`;
    await expect(scan(xml, new Recorder(['a'], ['r']))).rejects.toBeInstanceOf(XmlError);
    // Not asked for, it is only passed over.
    expect(await scan(xml, new Recorder(['a'], ['t']))).toEqual(['<a@1>', '</a@1>']);
  });
});
