// Entries that mix Kiswahili and English (summary.ts, operations.ts, clauses.ts): the Kiswahili
// part stays the student's own words in its day, while the English work next to it still makes
// the summary and the suggested operations.
import { describe, expect, it } from 'vitest';
import { isOwnSentence } from '../src/clauses';
import { createWritingAssistant } from '../src/index';
import { type TWeeklyEnhanceInput, WEEKDAYS } from '../src/types';

const assistant = createWritingAssistant();
const signal = new AbortController().signal;

function week(texts: string[]): TWeeklyEnhanceInput {
  return {
    program: 'ELECTRICAL',
    programName: null,
    company: 'TANESCO',
    weekNumber: 2,
    days: WEEKDAYS.map((day, i) => ({
      day,
      date: `2026-11-${23 + i}`,
      hours: texts[i] ? 8 : null,
      description: texts[i] ?? '',
    })),
    summary: '',
    mainJobTitle: '',
    mainJobDescription: '',
    operations: [],
    additionalInstructions: '',
  };
}

describe('mixed Kiswahili and English entries', () => {
  it('reads "Then I …", "Also I …", "After that I …" as the student’s own sentence', () => {
    expect(isOwnSentence('Then I installed a new MCB.')).toBe(true);
    expect(isOwnSentence('Also I tested the RCD.')).toBe(true);
    expect(isOwnSentence('After that, I cleaned the DB.')).toBe(true);
    expect(isOwnSentence('And I labelled the circuits.')).toBe(true);
  });

  it('keeps the English work of a mixed entry in the summary and its operations', async () => {
    const output = await assistant.enhanceWeekly(
      week(['tulikagua mfumo wa umeme, then i install new MCB and RCD in DB']),
      signal,
    );
    expect(output.summary).toContain('MCB and RCD');
    expect(output.summary).not.toContain('umeme');
    const steps = output.operations.map((op) => op.description);
    expect(steps).toContain('Installed new MCB and RCD in DB.');
    expect(steps.join(' ')).not.toMatch(/umeme|Then/);
  });

  it('does not leave a mixed day out of the summary', async () => {
    const output = await assistant.enhanceWeekly(
      week([
        'checked wiring of distribution board na kubadilisha fuse',
        'tested the RCD with tester',
      ]),
      signal,
    );
    expect(output.summary).toContain('distribution board');
    expect(output.summary).not.toContain('kubadilisha');
    expect(output.summary).toContain('16 hours over 2 days');
  });
});
