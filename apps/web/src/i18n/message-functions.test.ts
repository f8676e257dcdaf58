// Every message function in MESSAGES reaches a Kiswahili reader in Kiswahili: the web's table
// (message-table.ts) turns each into a pattern by calling it with marker strings, so a function
// that needs other values (an array, a number's method) makes none, and its text stays English.
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import swMessages from './locales/messages.sw.json';
import { translatableMessagePaths, translateWithTable } from './message-table';

function functionPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]): string[] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'function') return [path];
    if (typeof value === 'object' && value !== null) return functionPaths(value, path);
    return [];
  });
}

describe('the message functions', () => {
  const paths = functionPaths(MESSAGES);

  it('are found', () => {
    expect(paths).toContain('admin.usersNotFound');
  });

  it('each make a translatable pattern', () => {
    const translatable = new Set(translatableMessagePaths());
    expect(paths.filter((path) => !translatable.has(path))).toEqual([]);
  });

  it('each have a Kiswahili line', () => {
    const table = swMessages as Record<string, string>;
    expect(paths.filter((path) => !table[path]?.trim())).toEqual([]);
  });

  it("give the bulk action's missing users in Kiswahili", () => {
    expect(translateWithTable(MESSAGES.admin.usersNotFound([3, 7].join(', ')), 'sw')).toBe(
      'Hakuna mtumiaji mwenye kitambulisho 3, 7.',
    );
  });
});
