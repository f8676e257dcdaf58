import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { parseStaffInput } from './staff-account';

const message = (password: string) => {
  try {
    parseStaffInput({ email: 'head@udsm.ac.tz', password });
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('staff password rule', () => {
  // Stronger than a student's (spec: at least 8 characters): staff verify payments and read
  // every log book.
  it.each([
    ['short', 'A staff password must be at least 10 characters'],
    ['Eight-ch', 'A staff password must be at least 10 characters'],
    [
      '        ',
      'A staff password must be at least 10 characters; A staff password must not be only spaces',
    ],
    [' '.repeat(12), 'A staff password must not be only spaces'],
    ['aaaaaaaaaaaa', 'A staff password must have at least 5 different characters'],
    ['abababab12', 'A staff password must have at least 5 different characters'],
    ['ok\u0007-password-1', MESSAGES.generic.controlCharacters],
  ])('refuses %j', (password, expected) => {
    expect(message(password)).toBe(expected);
  });

  it.each(['Long-enough-1', ' spaces are fine 2 ', 'kilimanjaro'])('accepts %j', (password) => {
    expect(message(password)).toBe('accepted');
  });
});
