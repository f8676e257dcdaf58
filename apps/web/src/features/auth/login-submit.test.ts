import { LIMITS, MESSAGES, ZLoginInput } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { zodFormErrors } from '../../lib/zod-form';
import { validateLogin } from './login-submit';

// The sign-in form checks without zod (issue 20) must say exactly what the shared schema says.
describe('validateLogin', () => {
  const cases = [
    { username: '', password: '' },
    { username: '   ', password: 'secret' },
    { username: 'amina@example.com', password: '' },
    { username: ' amina@example.com ', password: ' ' },
    { username: 'amina@example.com', password: 'secret' },
    { username: 'a'.repeat(LIMITS.TEXT_MAX + 1), password: 'secret' },
    { username: 'amina\u0000@example.com', password: 'secret' },
    { username: 'amina\u0007', password: '' },
  ];

  it.each(cases)('agrees with ZLoginInput on %j', (values) => {
    // zodFormErrors answers in the reader's language, English here: the same words.
    expect(validateLogin(values)).toEqual(zodFormErrors(ZLoginInput, values));
  });

  it('asks for both fields of an empty form', () => {
    expect(validateLogin({ username: ' ', password: '' })).toEqual({
      username: MESSAGES.login.usernameRequired,
      password: MESSAGES.login.passwordRequired,
    });
  });
});
