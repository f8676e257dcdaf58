// The content check of the facts guard (overlap.ts, facts.ts): an answer that is about something
// else than what the student wrote keeps the student's text, while every legitimate rewrite of the
// fixture entries (the local assistant's own) passes it.
import { describe, expect, it } from 'vitest';
import { guardWeeklyFacts } from '../src/facts';
import { createWritingAssistant } from '../src/index';
import { keepsContent, sharedShare, stemOf } from '../src/overlap';
import { STUDENT_ENTRIES, studentWeeks } from './fixtures/student-weeks';

const assistant = createWritingAssistant();
const signal = new AbortController().signal;
const UNRELATED = 'I checked the motor.';

describe('content overlap', () => {
  it('compares stems and forgives one typing slip', () => {
    expect(stemOf('tested')).toBe(stemOf('testing'));
    expect(stemOf('supplies')).toBe('supply');
    expect(stemOf('replaced')).toBe(stemOf('replace'));
    expect(
      sharedShare('checked power suplies in workshop', 'I checked the workshop power supplies.'),
    ).toBe(1);
    expect(
      keepsContent(
        'instal new cable, mantenance of pump',
        'I installed a new cable and maintained the pump.',
      ),
    ).toBe(true);
    expect(keepsContent('maintainance of the pump', 'I did maintenance of the pump.')).toBe(true);
  });

  it('passes the local assistant’s rewrite of every fixture entry, and fails an unrelated answer', async () => {
    for (const entry of STUDENT_ENTRIES) {
      const rewritten = await assistant.enhanceText({ text: entry.text, kind: 'daily' }, signal);
      expect(keepsContent(entry.text, rewritten), `${entry.text} → ${rewritten}`).toBe(true);
      expect(keepsContent(entry.text, UNRELATED), entry.text).toBe(false);
    }
  });

  it('leaves every fixture week the local assistant wrote as it is', async () => {
    for (const week of studentWeeks()) {
      const output = await assistant.enhanceWeekly(week, signal);
      expect(guardWeeklyFacts(week, output), week.program ?? '').toEqual(output);
    }
  });

  it('gives the student’s text back for an answer about other work', async () => {
    const [week] = studentWeeks();
    if (!week) throw new Error('no fixture week');
    const written = Object.fromEntries(
      week.days.map((day) => [day.day, day.description ? UNRELATED : '']),
    );
    const guarded = guardWeeklyFacts(week, {
      summary: 'This week I repaired the generator and painted the office.',
      mainJobTitle: 'Painting the office',
      mainJobDescription: 'I painted the walls of the office.',
      days: written as Record<(typeof week.days)[number]['day'], string>,
      operations: [],
    });
    for (const day of week.days) expect(guarded.days[day.day]).toBe(day.description);
    expect(guarded.summary).toBe(week.summary);
    expect(guarded.mainJobTitle).toBe(week.mainJobTitle);
    expect(guarded.mainJobDescription).toBe(week.mainJobDescription);
  });

  it('keeps a Swahili day as typed when a model translated it (the translation cannot be checked)', () => {
    const [week] = studentWeeks();
    if (!week) throw new Error('no fixture week');
    const monday = 'nilisaidia fundi kufunga taa za barabarani';
    const input = {
      ...week,
      days: week.days.map((d, i) => (i === 0 ? { ...d, description: monday } : d)),
    };
    const output = guardWeeklyFacts(input, {
      summary: '',
      mainJobTitle: '',
      mainJobDescription: '',
      days: {
        monday: 'I helped the technician to install street lights.',
        tuesday: '',
        wednesday: '',
        thursday: '',
        friday: '',
      },
      operations: [],
    });
    expect(output.days.monday).toBe(monday);
  });
});
