import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, humanize, initialsOf, personName } from './format';

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
});
