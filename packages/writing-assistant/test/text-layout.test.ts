import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpeller, type TSpeller } from '../src/dictionary';
import { polishText } from '../src/polish';

// The layout of a text survives its polish: the blank lines between paragraphs of a general report
// text, and headings, which get no full stop ("Chapter 1: The Company", not "… Company.").

let speller: TSpeller;
beforeAll(async () => {
  speller = await loadSpeller();
});

const plain = (text: string) => polishText(speller, text, { firstPersonPast: false });
const entry = (text: string) => polishText(speller, text, { firstPersonPast: true });

describe('paragraphs', () => {
  it('keeps a blank line between paragraphs', () => {
    const text = [
      'Chapter 1: The Company',
      '',
      'Tanesco was founded in 1964. it generate electricity for tanzania.',
      '',
      '1.1 Background',
      'The company have 5 zones and employ 7000 staff.',
    ].join('\n');
    expect(plain(text)).toBe(
      [
        'Chapter 1: The Company',
        '',
        'TANESCO was founded in 1964. It generate electricity for Tanzania.',
        '',
        '1.1 Background',
        'The company has 5 zones and employ 7000 staff.',
      ].join('\n'),
    );
  });

  it('makes a run of blank lines one, and drops them at the start and end', () => {
    expect(plain('\n\nfirst paragraph here\n\n\n\n\nsecond one here\n   \n\t\nthird\n\n')).toBe(
      'First paragraph here.\n\nSecond one here.\n\nThird.',
    );
    expect(entry('checked the pump\r\n\r\nreplace the bearing')).toBe(
      'I checked the pump.\n\nI replaced the bearing.',
    );
  });

  it('leaves no blank line where a line had nothing to keep', () => {
    expect(plain('first line\n,\nsecond line')).toBe('First line.\nSecond line.');
  });
});

describe('headings', () => {
  it('gives a numbered or named section heading no full stop, in any text', () => {
    const text =
      'Section 2\nPart II\n2 Methods\n3.2. Safety Rules\nchapter 4 the workshop\nWe used gloves.';
    const out =
      'Section 2\nPart II\n2 Methods\n3.2. Safety Rules\nChapter 4 the workshop\nWe used gloves.';
    expect(plain(text)).toBe(out);
    expect(entry(text)).toBe(out);
  });

  it('does not rewrite a heading of a log entry into "I did …"', () => {
    expect(entry('1.1 Maintenance of pumps\nreplaced bearing of the conveyor')).toBe(
      '1.1 Maintenance of pumps\nI replaced the bearing of the conveyor.',
    );
  });

  it('takes a short line without a verb before running text as a heading (not in a log entry)', () => {
    const text =
      'background\nthe company have five zones and many workers in the field.\n\nobjectives\n- to lern wiring\n- to work safely';
    expect(plain(text)).toBe(
      'Background\nThe company has five zones and many workers in the field.\n\nObjectives\n- To learn wiring.\n- To work safely.',
    );
    expect(entry('pump maintenance\nreplaced the bearing.')).toBe(
      'I carried out pump maintenance.\nI replaced the bearing.',
    );
  });

  it('still finishes sentences, list items, lone lines and lines of a list or address', () => {
    expect(plain('The pump was old\nWe replaced it')).toBe('The pump was old.\nWe replaced it.');
    expect(plain('3 cables were replaced\nthen tested')).toBe(
      '3 cables were replaced.\nThen tested.',
    );
    expect(plain('Part 2 of the job was wiring the house\nok')).toBe(
      'Part 2 of the job was wiring the house.\nOk.',
    );
    expect(plain('Background')).toBe('Background.');
    expect(plain('Chapter 1 ended.\nNext part')).toBe('Chapter 1 ended.\nNext part.');
    expect(plain('- safety boots\n- gloves')).toBe('- Safety boots.\n- Gloves.');
    expect(plain('Mwenge Workshop\nP.O. Box 9024\nDar es Salaam')).toBe(
      'Mwenge Workshop.\nP.O. Box 9024.\nDar es Salaam.',
    );
  });
});
