// The never-change-facts checks that every provider's answer goes through (facts.ts).
import { describe, expect, it } from 'vitest';
import { addsNoNumber, guardWeeklyFacts, keepFacts, keepsFacts } from '../src/facts';
import { firstStudentWeek } from './fixtures/student-weeks';

describe('keepsFacts', () => {
  it('accepts a rewrite that keeps every number and name', () => {
    expect(
      keepsFacts(
        'tested 3 motors at Mwanza with fundi Juma',
        'I tested 3 motors at Mwanza with Juma.',
      ),
    ).toBe(true);
    expect(keepsFacts('servicing of generator 250kva', 'I serviced the 250kVA generator.')).toBe(
      true,
    );
    expect(keepsFacts('configured cisco switch', 'I configured the Cisco switch.')).toBe(true);
  });

  it('refuses a changed, dropped or invented number and a dropped name', () => {
    expect(keepsFacts('tested 3 motors', 'I tested three motors.')).toBe(false);
    expect(keepsFacts('slump test 75mm', 'The slump test gave 57 mm.')).toBe(false);
    expect(keepsFacts('tested the motor', 'I tested the motor for 2 hours.')).toBe(false);
    expect(keepsFacts('site visit at Kibaha', 'I went on a site visit.')).toBe(false);
    expect(keepsFacts('replaced the RCD', 'I replaced the breaker.')).toBe(false);
    expect(keepFacts('replaced the RCD', 'I replaced the breaker.')).toBe('replaced the RCD');
  });

  it('lets a summary name how many entries it covers, but no other number', () => {
    expect(addsNoNumber(['one', 'two'], 'Summary of 2 entries.')).toBe(true);
    expect(addsNoNumber(['tested 3 motors'], 'I tested 3 motors in 4 hours.')).toBe(false);
  });
});

describe('guardWeeklyFacts', () => {
  it('gives back the student text for each field that changed the facts', () => {
    const week = firstStudentWeek();
    const [monday] = week.days;
    const answer = {
      summary: 'In week 1 I worked 99 hours.',
      mainJobTitle: 'Checking the conveyor belt',
      mainJobDescription: 'I checked the conveyor belt.',
      days: {
        monday: 'I installed a cable.',
        tuesday: 'I checked the conveyor belt and replaced the bearing.',
        wednesday: '',
        thursday: '',
        friday: '',
      },
      operations: [{ description: 'Tested the motor at 400 V.', tools: 'Megger' }],
    };
    const guarded = guardWeeklyFacts(
      {
        ...week,
        days: week.days.map((d, i) => (i === 0 ? { ...d, description: 'tested 3 motors' } : d)),
      },
      answer,
    );
    expect(monday).toBeDefined();
    expect(guarded.days.monday).toBe('tested 3 motors');
    expect(guarded.days.tuesday).toBe('I checked the conveyor belt and replaced the bearing.');
    expect(guarded.summary).toBe(week.summary);
    expect(guarded.mainJobTitle).toBe('Checking the conveyor belt');
    expect(guarded.operations).toEqual(week.operations);
    const total = week.days.reduce((sum, d) => sum + (d.hours ?? 0), 0);
    const honest = guardWeeklyFacts(week, { ...answer, summary: `I logged ${total} hours.` });
    expect(honest.summary).toBe(`I logged ${total} hours.`);
  });
});
