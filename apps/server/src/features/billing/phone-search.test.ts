import { describe, expect, it } from 'vitest';
import { phoneSearchForms } from './phone-search';

describe('phoneSearchForms', () => {
  it('looks for a prefixed number in its 0… and 255… spellings', () => {
    const both = ['0712345678', '255712345678'];
    expect(phoneSearchForms('0712345678')).toEqual(both);
    expect(phoneSearchForms('+255712345678')).toEqual(both);
    expect(phoneSearchForms('255712345678')).toEqual(both);
    expect(phoneSearchForms(' +255 712 345-678 ')).toEqual(both);
    expect(phoneSearchForms('0712')).toEqual(['0712', '255712']);
  });

  it('keeps digits without a prefix, or too short after it, as they are', () => {
    expect(phoneSearchForms('712345678')).toEqual(['712345678']);
    expect(phoneSearchForms('345 678')).toEqual(['345678']);
    expect(phoneSearchForms('071')).toEqual(['071']);
    expect(phoneSearchForms('2557')).toEqual(['2557']);
  });

  it('answers null for a search that is not a phone number', () => {
    expect(phoneSearchForms('Amina')).toBeNull();
    expect(phoneSearchForms('amina0712')).toBeNull();
    expect(phoneSearchForms('+')).toBeNull();
    expect(phoneSearchForms(' - ')).toBeNull();
  });
});
