import { describe, expect, it } from 'vitest';
import { readResetLink, resetConfirmBody } from './reset-link';

describe('reset link', () => {
  it('reads uid and token from the query', () => {
    expect(readResetLink(new URLSearchParams('uid=7&token=abc-123'))).toEqual({
      uid: '7',
      token: 'abc-123',
    });
  });

  it('is null when either is missing or blank', () => {
    expect(readResetLink(new URLSearchParams('uid=7'))).toBeNull();
    expect(readResetLink(new URLSearchParams('token=abc'))).toBeNull();
    expect(readResetLink(new URLSearchParams('uid=&token=abc'))).toBeNull();
    expect(readResetLink(new URLSearchParams(''))).toBeNull();
  });

  it('builds the form-encoded body with the password as typed', () => {
    const body = resetConfirmBody({ uid: '7', token: 'a+b' }, ' R&D "pass" ');
    expect(body.get('uid')).toBe('7');
    expect(body.get('token')).toBe('a+b');
    expect(body.get('password')).toBe(' R&D "pass" ');
    expect(body.toString()).toBe('uid=7&token=a%2Bb&password=+R%26D+%22pass%22+');
  });
});
