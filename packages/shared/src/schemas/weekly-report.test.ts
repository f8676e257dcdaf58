import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../messages';
import {
  ZMainJobCreate,
  ZMainJobUpdate,
  ZOperationCreate,
  ZWeeklyReportCreate,
  ZWeeklyReportUpdate,
  ZWeekNumber,
} from './weekly-report';

function fieldErrors(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('ZWeekNumber', () => {
  it('accepts weeks 1..8, also from path strings', () => {
    expect(ZWeekNumber.parse('3')).toBe(3);
    expect(ZWeekNumber.parse(8)).toBe(8);
  });

  it('rejects anything else as "Week number not found"', () => {
    for (const week of ['0', '9', '2.5', 'abc']) {
      const result = ZWeekNumber.safeParse(week);
      expect(result.success, week).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Week number not found');
    }
  });
});

describe('weekly report payloads', () => {
  it('limits the summary to 5000 characters', () => {
    expect(ZWeeklyReportUpdate.safeParse({ summary: 'x'.repeat(5000) }).success).toBe(true);
    expect(fieldErrors(ZWeeklyReportUpdate, { summary: 'x'.repeat(5001) })).toEqual({
      summary: ['Summary cannot exceed 5000 characters'],
    });
  });

  it('creates a week from its number alone and trims text', () => {
    expect(ZWeeklyReportCreate.parse({ week_number: 2, summary: '  Wiring week ' })).toEqual({
      week_number: 2,
      summary: 'Wiring week',
    });
  });

  it('needs the weekly report id for a main job', () => {
    expect(ZMainJobCreate.safeParse({ title: 'Audio amplifier', weekly_report: 4 }).success).toBe(
      true,
    );
    expect(ZMainJobCreate.safeParse({ title: 'Audio amplifier' }).success).toBe(false);
  });

  it('defaults the tools of a new operation to empty', () => {
    expect(
      ZOperationCreate.parse({ step_number: 1, operation_description: 'Cut the cable' }),
    ).toEqual({
      step_number: 1,
      operation_description: 'Cut the cable',
      tools_used: '',
    });
    expect(
      fieldErrors(ZOperationCreate, { step_number: 0, operation_description: 'x' }),
    ).toHaveProperty('step_number');
  });
});

describe('main job and operation payloads', () => {
  it('lets the server number a new step: step_number may be left out', () => {
    expect(ZOperationCreate.parse({ operation_description: 'Solder the parts' })).toEqual({
      operation_description: 'Solder the parts',
      tools_used: '',
    });
  });

  it('refuses a weekly report id no database row can have', () => {
    expect(
      fieldErrors(ZMainJobCreate, { title: 'x', weekly_report: 2_147_483_648 }),
    ).toHaveProperty('weekly_report');
  });

  it('updates a title, optionally with a description', () => {
    expect(ZMainJobUpdate.parse({ title: ' Pump ', description: ' Overhaul ' })).toEqual({
      title: 'Pump',
      description: 'Overhaul',
    });
    expect(ZMainJobUpdate.safeParse({ description: 'no title' }).success).toBe(false);
  });

  it.each([
    ['a missing', undefined],
    ['an empty', ''],
    ['a blank', '   '],
  ])('refuses %s main job title with its own message', (_name, title) => {
    const required = { title: [MESSAGES.weekly.mainJobTitleRequired] };
    expect(fieldErrors(ZMainJobUpdate, { title })).toEqual(required);
    expect(fieldErrors(ZMainJobCreate, { title, weekly_report: 1 })).toEqual(required);
  });
});
