import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpeller, type TSpeller } from '../src/dictionary';
import { createWritingAssistant } from '../src/index';
import { mainEntryIndex, suggestDescription, suggestTitle } from '../src/main-job';
import { recordsNoWork } from '../src/no-work';
import { suggestOperations } from '../src/operations';
import { polishText } from '../src/polish';
import { composeSummary } from '../src/summary';
import { type TWeeklyEnhanceInput, WEEKDAYS } from '../src/types';

// A day that records no work (absent, sick, on leave, a holiday, a day off, no work today) is the
// student's truthful log, polished as usual, but it never names the week's main job.

let speller: TSpeller;
beforeAll(async () => {
  speller = await loadSpeller();
});

const polished = (text: string) => polishText(speller, text, { firstPersonPast: true });
const provider = createWritingAssistant();
const signal = new AbortController().signal;

/** A week of these entries, Monday on, with no main job, summary or operations of the student's. */
function week(entries: Array<[string, number]>): TWeeklyEnhanceInput {
  return {
    program: 'ELECTRICAL',
    programName: null,
    company: 'TANESCO Ubungo',
    weekNumber: 4,
    days: WEEKDAYS.map((day, i) => ({
      day,
      date: `2026-03-${String(16 + i).padStart(2, '0')}`,
      hours: entries[i]?.[1] ?? null,
      description: entries[i]?.[0] ?? '',
    })),
    summary: '',
    mainJobTitle: '',
    mainJobDescription: '',
    operations: [],
    additionalInstructions: '',
  };
}

const FAMILIES: Record<string, string[]> = {
  absent: ['I was absent', 'Absent due to sickness', 'absnt', 'abcent today', 'Was absent'],
  sick: [
    'i was sick',
    'I have been sick',
    'Sick so i stayed at home',
    'not feeling well',
    'I went to hospital',
  ],
  leave: ['Sick leave', 'i was on sick leave', 'Annual leave', 'I had permission'],
  holiday: [
    'Public holiday',
    'it was a public holiday (Nyerere day)',
    'Nane nane holiday',
    'public hol',
    'p/holiday',
  ],
  'day off': ['Off day', 'day off', 'off-day', 'I was off'],
  'no work': [
    'No work today because of power cut',
    'no wrk today',
    'There was no work today',
    'didnt go to work because i was sick',
    'Office closed due to rain',
  ],
  Swahili: [
    'Nilikuwa mgonjwa',
    'Hakuna kazi leo',
    'hakukuwa na kazi leo kwa sababu ya mvua',
    'Sikuenda kazini',
    'Likizo',
    'Sikukuu ya Muungano',
    'Leo nilikuwa na ruhusa',
  ],
};

describe('recordsNoWork', () => {
  it.each(Object.entries(FAMILIES))(
    'reads a day of %s as no work, typed or polished',
    (_, days) => {
      for (const text of days) {
        expect(recordsNoWork(text), text).toBe(true);
        expect(recordsNoWork(polished(text)), polished(text)).toBe(true);
      }
    },
  );

  it('does not read work that uses the same words as absence', () => {
    for (const text of [
      'Checked absent readings on the meter',
      'Repaired the off switch',
      'Off-load test on the transformer',
      'leave the tools in the store',
      'Sick bay wiring',
      'Holiday lights installation on the gate',
      'No power at DB3, traced the fault to a loose neutral',
      'half day, training on fire safety and use of extinguisher',
      'kazi ya kufunga taa za barabarani',
      'Nothing else to report',
    ]) {
      expect(recordsNoWork(text), text).toBe(false);
      expect(recordsNoWork(polished(text)), polished(text)).toBe(false);
    }
  });

  it('leaves the day’s own text to the usual polish', () => {
    expect(polished('absent due to sickness')).toBe('Absent due to sickness.');
    expect(polished('i was absent')).toBe('I was absent.');
    expect(polished('no work today because of power cut')).toBe(
      'No work today because of the power cut.',
    );
  });
});

describe('the main job after a day without work', () => {
  it('never names the job from an absent day while another day records work', () => {
    // The absent day has the most hours and shares the most words with the week.
    const entries = [
      { text: 'No work today because of the power cut at the workshop.', hours: 8 },
      { text: 'I checked the power supply at the workshop.', hours: 2 },
      { text: 'Public holiday.', hours: null },
    ];
    expect(mainEntryIndex(entries)).toBe(1);
    expect(mainEntryIndex(entries, 'power cut at the workshop')).toBe(1);
    expect(suggestDescription(entries, 1)).toBe('I checked the power supply at the workshop.');
    expect(suggestTitle('I was absent.')).toBe('');
    expect(suggestOperations(entries, [0, 1, 2])).toEqual([
      { description: 'Checked the power supply at the workshop.', tools: '' },
    ]);
  });

  it('takes the title from the work in a week with one absent day', async () => {
    const out = await provider.enhanceWeekly(
      week([
        ['absent due to sickness', 8],
        ['instal new sockets in the workshop', 7],
        ['test sockets with multimeter', 6],
      ]),
      signal,
    );
    expect(out.mainJobTitle).toBe('Installing new sockets in the workshop');
    expect(out.mainJobDescription).toBe(
      'I installed new sockets in the workshop. I tested sockets with the multimeter.',
    );
    expect(out.operations.map((op) => op.description)).toEqual([
      'Installed new sockets in the workshop.',
      'Tested sockets with the multimeter.',
    ]);
    expect(out.days.monday).toBe('Absent due to sickness.');
    expect(out.summary).toBe(
      'In week 4 at TANESCO Ubungo, my main work was installing new sockets in the workshop. I also worked on testing sockets with the multimeter. Other entries in my log: absent due to sickness. In total I logged 21 hours over 3 days.',
    );
  });

  it('suggests no main job at all for a week without work', async () => {
    for (const entries of [
      [['I was absent', 8]],
      [
        ['Absent due to sickness', 8],
        ['i was sick so i stayed at home', 8],
      ],
      [
        ['Public holiday', 0],
        ['Nilikuwa mgonjwa', 0],
        ['Hakuna kazi leo', 8],
      ],
      [
        ['off day', 4],
        ['sick leave', 8],
        ['no work today because of power cut', 8],
      ],
    ] as Array<Array<[string, number]>>) {
      const out = await provider.enhanceWeekly(week(entries), signal);
      expect(out.mainJobTitle, entries[0]?.[0]).toBe('');
      expect(out.mainJobDescription).toBe('');
      expect(out.operations).toEqual([]);
      // The days are still the student's, polished, and the summary lists them as they are.
      expect(out.days.monday).not.toBe('');
      expect(out.summary).toMatch(/^In week 4 at TANESCO Ubungo, my log book entries were: /);
    }
  });

  it('lists a day without work as a note of the summary, never as work', () => {
    const sick = 'I went to hospital because I was sick.';
    expect(
      composeSummary([sick, 'I replaced the fuse.'], {
        weekNumber: 3,
        company: null,
        hours: [8, 4],
      }),
    ).toBe(
      'In week 3, my main work was replacing the fuse. Other entries in my log: I went to hospital because I was sick. In total I logged 12 hours over 2 days.',
    );
    expect(composeSummary([sick], { weekNumber: 3, company: null, hours: [8] })).toBe(
      'In week 3, my log book entries were: I went to hospital because I was sick. In total I logged 8 hours over 1 day.',
    );
  });
});
