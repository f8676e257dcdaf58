import { describe, expect, it } from 'vitest';
import { contentQuality, needsAdditionalDescription } from './ai';

describe('contentQuality', () => {
  it('is empty with no filled day and no hours', () => {
    expect(contentQuality({ filledDays: 0, totalHours: 0 })).toBe('empty');
  });

  it('is minimal with fewer than 3 filled days or under 10 hours', () => {
    expect(contentQuality({ filledDays: 2, totalHours: 40 })).toBe('minimal');
    expect(contentQuality({ filledDays: 5, totalHours: 9.5 })).toBe('minimal');
    expect(contentQuality({ filledDays: 0, totalHours: 8 })).toBe('minimal');
  });

  it('is good from 3 filled days and 10 hours', () => {
    expect(contentQuality({ filledDays: 3, totalHours: 10 })).toBe('good');
  });
});

describe('needsAdditionalDescription', () => {
  it('asks for a description only for an empty week without one', () => {
    expect(needsAdditionalDescription('empty', '')).toBe(true);
    expect(needsAdditionalDescription('empty', '   ')).toBe(true);
    expect(needsAdditionalDescription('empty', undefined)).toBe(true);
    expect(needsAdditionalDescription('empty', 'Installed a transformer')).toBe(false);
    expect(needsAdditionalDescription('minimal', '')).toBe(false);
  });
});
