// Weeks with entries in Swahili (summary.ts, main-job.ts, operations.ts): a Swahili entry is the
// student's own words, left as typed in its day; it never names the main job, gives no step and is
// not quoted inside the English summary. An all-Swahili week gets no summary, title or steps from
// the local assistant (the server then keeps the student's own texts).
import { isMostlySwahili } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { createWritingAssistant } from '../src/index';
import { isSwahiliText } from '../src/terms';
import { type TWeeklyEnhanceInput, WEEKDAYS } from '../src/types';
import { STUDENT_ENTRIES } from './fixtures/student-weeks';

const assistant = createWritingAssistant();
const signal = new AbortController().signal;

function week(texts: Array<[string, number]>): TWeeklyEnhanceInput {
  return {
    program: 'ELECTRICAL',
    programName: null,
    company: 'TANESCO',
    weekNumber: 2,
    days: WEEKDAYS.map((day, i) => ({
      day,
      date: `2026-03-${String(2 + i).padStart(2, '0')}`,
      hours: texts[i]?.[1] ?? null,
      description: texts[i]?.[0] ?? '',
    })),
    summary: '',
    mainJobTitle: '',
    mainJobDescription: '',
    operations: [],
    additionalInstructions: '',
  };
}

const SWAHILI = [
  'nilisaidia fundi kufunga taa za barabarani (street lights) na kupima voltage',
  'leo tulifanya kazi ya kubadilisha transfoma',
  'hakuna kazi leo',
];

describe('Swahili entries in a week', () => {
  it('tells a Swahili entry from an English one with a Swahili word', () => {
    for (const text of SWAHILI) expect(isSwahiliText(text), text).toBe(true);
    expect(isSwahiliText('I helped the fundi to fix the pump.')).toBe(false);
    expect(isSwahiliText('Public holiday.')).toBe(false);
  });

  it("agrees with the export's Kiswahili warning on every fixture entry", () => {
    // The export warns with @ptlog/shared isMostlySwahili (the same word list, no dictionary).
    for (const { text } of STUDENT_ENTRIES) {
      expect(isMostlySwahili(text), text).toBe(isSwahiliText(text));
    }
    expect(STUDENT_ENTRIES.filter(({ text }) => isMostlySwahili(text))).toHaveLength(1);
    for (const text of SWAHILI) expect(isMostlySwahili(text), text).toBe(true);
  });

  it('a mixed week takes its main job, steps and summary from the English entries only', async () => {
    const output = await assistant.enhanceWeekly(
      week([
        [SWAHILI[0]!, 8],
        ['instal new cable and test motor, mantenance of pump', 8],
        [SWAHILI[2]!, 0],
        ['check the conveyer belt and replce bearing', 8],
      ]),
      signal,
    );
    const english = [output.summary, output.mainJobTitle, output.mainJobDescription];
    english.push(...output.operations.map((op) => op.description));
    for (const text of english) {
      for (const word of ['nilisaidia', 'fundi', 'hakuna', 'kazi']) {
        expect(text.toLowerCase(), text).not.toContain(word);
      }
    }
    expect(output.mainJobTitle).toBe('Installing a new cable and testing the motor');
    expect(output.operations.length).toBeGreaterThan(0);
    expect(output.summary).toContain('In total I logged 24 hours over 3 days.');
    // The days themselves stay the student's words.
    expect(output.days.monday).toBe(
      'Nilisaidia fundi kufunga taa za barabarani (street lights) na kupima voltage.',
    );
  });

  it('an all-Swahili week gets no English summary, main job or steps', async () => {
    const output = await assistant.enhanceWeekly(
      week(SWAHILI.map((text, i) => [text, i === 2 ? 0 : 8])),
      signal,
    );
    expect(output).toMatchObject({
      summary: '',
      mainJobTitle: '',
      mainJobDescription: '',
      operations: [],
    });
    expect(output.days.tuesday).toBe('Leo tulifanya kazi ya kubadilisha transfoma.');
  });
});
