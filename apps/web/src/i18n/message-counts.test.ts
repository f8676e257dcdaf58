// A message with a count may word its singular apart ('1 day', '2 days'): the Kiswahili table
// must know both forms, or a Kiswahili reader sees English for exactly one.
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { translateWithTable } from './message-table';

type TBuild = (...values: unknown[]) => unknown;

/** Every message function in MESSAGES, by path. */
function messageFunctions(tree: object, prefix = ''): [string, TBuild][] {
  return Object.entries(tree).flatMap(([key, value]): [string, TBuild][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'function') return [[path, value as TBuild]];
    if (typeof value === 'object' && value !== null) return messageFunctions(value, path);
    return [];
  });
}

function textFor(build: TBuild, count: number): string | null {
  try {
    const text = build(...Array.from({ length: Math.max(1, build.length) }, () => count));
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

describe('messages with a count, in Kiswahili', () => {
  const counted = messageFunctions(MESSAGES).filter(([, build]) => {
    const many = textFor(build, 7);
    return many !== null && translateWithTable(many, 'sw') !== many;
  });

  it('finds the translated message functions', () => {
    expect(counted.map(([path]) => path)).toContain('weekly.startWithDays');
  });

  it.each(counted)('%s translates for 1 as it does for many', (_path, build) => {
    const one = textFor(build, 1) ?? '';
    expect(translateWithTable(one, 'sw')).not.toBe(one);
  });

  it('says one logged day in Kiswahili', () => {
    expect(translateWithTable(MESSAGES.weekly.startWithDays(1), 'sw')).toMatch(
      /^Umeandika siku 1 wiki hii\./,
    );
  });
});
