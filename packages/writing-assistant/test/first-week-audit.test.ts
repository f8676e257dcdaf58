import { describe, expect, it } from 'vitest';
import { createWritingAssistant, type TWeeklyEnhanceInput } from '../src/index';

// What a first-week audit on real input found the assistant making worse: a list that lost its
// commas ("… cables and replaced … and troubleshot …") and tools in title case ("Isolator,
// Padlock, Voltage tester"). A list keeps one "and" before its last item; a tools field keeps
// the student's case, and only names and acronyms the assistant knows get their capitals.

const assistant = createWritingAssistant();
const signal = new AbortController().signal;
const daily = (text: string) => assistant.enhanceText({ text, kind: 'daily' }, signal);

const LIST =
  'I helped install cables, replaced a conveyor bearing and troubleshot a faulty contactor.';

function week(): TWeeklyEnhanceInput {
  return {
    program: 'ELECTRICAL',
    programName: 'Electrical Engineering',
    weekNumber: 1,
    company: 'Kilombero Sugar',
    additionalInstructions: '',
    summary: LIST,
    mainJobTitle: 'Replacing a contactor coil',
    mainJobDescription: '',
    days: [{ day: 'monday', date: '2026-01-05', hours: 8, description: LIST }],
    operations: [
      {
        description: 'Isolated the supply and locked it off.',
        tools: 'isolator, padlock, voltage tester',
      },
      { description: 'Fitted the new coil.', tools: 'new 230 V coil' },
      { description: 'Tested the motor with a megger.', tools: 'mcb tester; Fluke multimeter' },
      { description: 'Checked the voltage with a multimeter.', tools: '' },
    ],
  };
}

describe('a list keeps its commas', () => {
  it('keeps the student’s list of three actions with one "and"', async () => {
    expect(await daily(LIST)).toBe(LIST);
    expect(await daily('We installed cables, replaced a bearing and then tested the motor.')).toBe(
      'We installed cables, replaced a bearing and then tested the motor.',
    );
  });

  it('still joins two actions typed with a comma, and a list of commands', async () => {
    expect(await daily('I cleaned the pump, tested the motor')).toBe(
      'I cleaned the pump and tested the motor.',
    );
    expect(await daily('instal cable, test motor and replace fuse')).toBe(
      'I installed the cable, tested the motor and replaced the fuse.',
    );
  });

  it('keeps the list in the weekly day, summary and description', async () => {
    const out = await assistant.enhanceWeekly(week(), signal);
    expect(out.days.monday).toBe(LIST);
    expect(out.summary).toBe(LIST);
    expect(out.summary).not.toMatch(/ and .* and /);
  });
});

describe('a tools field keeps the student’s case', () => {
  it('neither title-cases the student’s tools nor capitalises the first one', async () => {
    const out = await assistant.enhanceWeekly(week(), signal);
    expect(out.operations.map((op) => op.tools)).toEqual([
      'isolator, padlock, voltage tester',
      'new 230 V coil',
      'MCB tester, Fluke multimeter, Megger',
      'multimeter',
    ]);
  });

  it('fixes spelling in a tool without changing its case', async () => {
    const out = await assistant.enhanceWeekly(
      {
        ...week(),
        operations: [{ description: 'Isolated the supply.', tools: 'isolater, Padlock' }],
      },
      signal,
    );
    expect(out.operations[0]?.tools).toBe('isolator, Padlock');
  });

  it('names tools it suggests in lower case, names and acronyms with capitals', async () => {
    const out = await assistant.enhanceWeekly(
      {
        ...week(),
        summary: '',
        mainJobTitle: '',
        operations: [],
        days: [
          {
            day: 'monday',
            date: '2026-01-05',
            hours: 8,
            description: 'I tested the cable with a voltage tester and an OTDR.',
          },
        ],
      },
      signal,
    );
    expect(out.operations[0]?.tools).toBe('voltage tester, OTDR');
  });
});
