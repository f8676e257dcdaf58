import { describe, expect, it } from 'vitest';
import { greetingFor, truncateSummary } from './dashboard';

describe('greetingFor', () => {
  it('says morning before 12, afternoon before 17, evening after', () => {
    expect(greetingFor(0)).toBe('Good morning');
    expect(greetingFor(11)).toBe('Good morning');
    expect(greetingFor(12)).toBe('Good afternoon');
    expect(greetingFor(16)).toBe('Good afternoon');
    expect(greetingFor(17)).toBe('Good evening');
    expect(greetingFor(23)).toBe('Good evening');
  });
});

describe('truncateSummary', () => {
  it('keeps text of up to 40 characters unchanged', () => {
    expect(truncateSummary('x'.repeat(40))).toBe('x'.repeat(40));
    expect(truncateSummary('')).toBe('');
  });

  it('cuts after 40 characters and adds ...', () => {
    expect(truncateSummary('x'.repeat(41))).toBe(`${'x'.repeat(40)}...`);
  });

  it('honours a custom length', () => {
    expect(truncateSummary('abcdef', 3)).toBe('abc...');
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(truncateSummary('🔧🔧🔧', 2)).toBe('🔧🔧...');
  });
});
