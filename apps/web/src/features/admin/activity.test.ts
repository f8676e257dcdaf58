import { ADMIN_ACTIONS } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { ACTION_COLOR, actionColor } from './activity';

describe('action badge colours', () => {
  it('gives each of the six action kinds its own colour', () => {
    const colours = ADMIN_ACTIONS.map((action) => actionColor(action));
    expect(new Set(colours).size).toBe(ADMIN_ACTIONS.length);
    expect(actionColor('BAN')).toBe('red');
    expect(actionColor('ACTIVATE')).toBe('green');
    expect(Object.keys(ACTION_COLOR).sort()).toEqual([...ADMIN_ACTIONS].sort());
  });
  it('falls back to gray for an unknown kind', () => {
    expect(actionColor('PROMOTE')).toBe('gray');
  });
});
