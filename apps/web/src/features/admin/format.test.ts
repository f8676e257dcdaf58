import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../i18n/i18n';
import { codeLabel, formatCount, formatDay, humanize, initialsOf, personName } from './format';
import { ADMIN_NS } from './i18n';

describe('admin formats', () => {
  it('writes days without shifting an ISO date across time zones', () => {
    expect(formatDay('2026-11-23')).toBe('23 Nov 2026');
    expect(formatDay('not a date')).toBe('not a date');
  });
  it('writes names, initials, counts and codes', () => {
    expect(personName(' Amina ', 'Mushi')).toBe('Amina Mushi');
    expect(personName('', '', 'amina01')).toBe('amina01');
    expect(initialsOf('amina', 'mushi')).toBe('AM');
    expect(initialsOf('', '')).toBe('?');
    expect(formatCount(12345)).toBe('12,345');
    expect(humanize('weekly_report')).toBe('Weekly report');
    expect(humanize('FULL-ENHANCE')).toBe('Full enhance');
  });
  it("names stored codes in the reader's language, and an unknown one as words", async () => {
    const en = i18n.getFixedT('en', ADMIN_NS);
    expect(codeLabel(en, 'enhancement', 'full_report')).toBe('Full enhancement');
    expect(codeLabel(en, 'content', 'weekly')).toBe('Weekly report');
    expect(codeLabel(en, 'industry', 'oil_and_gas')).toBe('Oil and gas');
    // Not read as a key path or a namespace.
    expect(codeLabel(en, 'content', 'admin:drawer')).toBe('Admin:drawer');
    await stringsReady('sw');
    const sw = i18n.getFixedT('sw', ADMIN_NS);
    expect(codeLabel(sw, 'enhancement', 'full_report')).toBe('Uboreshaji kamili');
    expect(codeLabel(sw, 'content', 'general')).toBe('Ripoti ya jumla');
  });
});
