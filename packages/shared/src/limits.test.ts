import { describe, expect, it } from 'vitest';
import { ASSESSMENT_PARTS, ASSESSMENT_TOTAL_MARKS } from './constants/app';
import { AI_ENHANCEMENT_COST, TOKENS_PER_TSH, WELCOME_BONUS_TOKENS } from './constants/tokens';
import { LIMITS } from './limits';

describe('LIMITS', () => {
  it('holds one daily-hours rule of 0 to 12 in steps of 0.5', () => {
    expect([LIMITS.DAILY_HOURS_MIN, LIMITS.DAILY_HOURS_MAX, LIMITS.DAILY_HOURS_STEP]).toEqual([
      0, 12, 0.5,
    ]);
  });

  it('warns two minutes before the ten-minute idle timeout', () => {
    expect(LIMITS.IDLE_TIMEOUT_MS - LIMITS.IDLE_WARNING_MS).toBe(120_000);
    expect(LIMITS.SESSION_MAX_AGE_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('offers academic years 1 to 4 but normalises up to 6', () => {
    expect(LIMITS.ACADEMIC_YEARS).toEqual([1, 2, 3, 4]);
    expect(LIMITS.YEAR_OF_STUDY_MAX).toBe(6);
  });
});

describe('business constants', () => {
  it('price tokens as the spec does', () => {
    expect([TOKENS_PER_TSH, AI_ENHANCEMENT_COST, WELCOME_BONUS_TOKENS]).toEqual([0.3, 300, 400]);
  });

  it('assessment parts add up to 100 marks with the logbook worth 20', () => {
    expect(ASSESSMENT_PARTS.reduce((sum, part) => sum + part.marks, 0)).toBe(
      ASSESSMENT_TOTAL_MARKS,
    );
    expect(ASSESSMENT_PARTS.find((part) => part.key === 'logbook')?.marks).toBe(20);
  });
});
