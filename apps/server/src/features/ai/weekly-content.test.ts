import { describe, expect, it } from 'vitest';
import { type TWeeklyEnhanceInput, WEEKDAYS } from './provider';
import { guardWeeklyOutput } from './weekly-content';

const input: TWeeklyEnhanceInput = {
  program: null,
  programName: null,
  company: null,
  weekNumber: 1,
  days: WEEKDAYS.map((day, index) => ({
    day,
    date: `2026-03-0${2 + index}`,
    hours: index === 0 ? 8 : null,
    description: index === 0 ? 'my monday' : '',
  })),
  summary: 'my summary',
  mainJobTitle: 'my job',
  mainJobDescription: 'my description',
  operations: [{ description: 'my step', tools: 'pliers' }],
  additionalInstructions: '',
};

const blankDays = { monday: '', tuesday: '', wednesday: '', thursday: '', friday: '' };

describe('guardWeeklyOutput', () => {
  it('keeps the student text where the answer is empty and invents no day', () => {
    const guarded = guardWeeklyOutput(input, {
      summary: '  ',
      mainJobTitle: '',
      mainJobDescription: '',
      days: { ...blankDays, tuesday: 'An invented Tuesday.' },
      operations: [{ description: ' ', tools: 'x' }],
    });
    expect(guarded).toEqual({
      summary: 'my summary',
      mainJobTitle: 'my job',
      mainJobDescription: 'my description',
      days: { ...blankDays, monday: 'my monday' },
      operations: [{ description: 'my step', tools: 'pliers' }],
    });
  });

  it('keeps the student text for a text over its form limit (never cut) and the student steps', () => {
    const guarded = guardWeeklyOutput(input, {
      summary: ` ${'s'.repeat(6000)} `,
      mainJobTitle: 't'.repeat(1200),
      mainJobDescription: 'Done.',
      days: { ...blankDays, monday: `my monday ${'and more '.repeat(150)}` },
      operations: Array.from({ length: 25 }, (_, i) => ({ description: `Step ${i}`, tools: '' })),
    });
    expect(guarded.summary).toBe('my summary');
    expect(guarded.mainJobTitle).toBe('my job');
    expect(guarded.days.monday).toBe('my monday');
    // Steps the answer adds are dropped; one that names no tool of the student's is not theirs.
    expect(guarded.operations).toEqual([{ description: 'my step', tools: 'pliers' }]);
  });
});
